/** A `LIKE`/`ILIKE` pattern that finds `text` anywhere, with the pattern characters in it escaped. */
export const likeOf = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
