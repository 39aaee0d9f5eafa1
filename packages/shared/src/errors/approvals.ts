/** AP codes of the approvals area, merged into ERRORS (errors.ts). */
export const APPROVAL_ERRORS = {} as const satisfies Record<string, { status: number; th: string; en: string }>;
