const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from the wire can be a row id: anything else matches no row, without asking the database. */
export const isUuid = (value: string): boolean => UUID.test(value);
