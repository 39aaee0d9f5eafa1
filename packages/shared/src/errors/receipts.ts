/** RC codes of the receipts area, merged into ERRORS (errors.ts). */
export const RECEIPT_ERRORS = {} as const satisfies Record<string, { status: number; th: string; en: string }>;
