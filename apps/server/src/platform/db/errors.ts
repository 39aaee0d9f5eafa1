/** The PostgreSQL SQLSTATE of an error, whether the driver error is thrown bare or wrapped by Drizzle. */
export function sqlState(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** Postgres unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** The message of the innermost error (the database's own words). */
export function rootMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (e instanceof Error) message = e.message;
  }
  return message;
}

/** The constraint (or named guard) a database error names, whether thrown bare or wrapped by Drizzle. */
export function constraintName(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string' && name !== '') return name;
  }
  return null;
}
