/** CN codes of the credit-notes area, merged into ERRORS (errors.ts). */
export const CREDIT_NOTE_ERRORS = {} as const satisfies Record<string, { status: number; th: string; en: string }>;
