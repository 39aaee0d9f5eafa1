/** CH codes of the cheques area, merged into ERRORS (errors.ts). */
export const CHEQUE_ERRORS = {} as const satisfies Record<string, { status: number; th: string; en: string }>;
