/** JV codes of the deposits area, merged into ERRORS (errors.ts). */
export const DEPOSIT_ERRORS = {} as const satisfies Record<string, { status: number; th: string; en: string }>;
