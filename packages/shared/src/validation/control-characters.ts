/**
 * Control characters are never data here: a NUL byte cannot even be stored in PostgreSQL text, and the others
 * (apart from tab, line feed and carriage return) only hide text from the people who read it. Any string of a
 * request that holds one is refused with the `controlCharacter` rule.
 */
const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;

export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) || code === 0x7f) {
      return true;
    }
  }
  return false;
}

/** The path of the first string holding a control character in parsed JSON or a query; null when clean. */
export function findControlCharacter(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path.join('.') || '(value)' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, i]);
      if (found !== null) return found;
    }
    return null;
  }
  // Plain data only: a file part of an upload (a stream, a buffer) is not text.
  if (value && typeof value === 'object' && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      // A bad key is reported at its parent, so the answer never echoes the character back.
      const found = hasControlCharacter(key)
        ? path.join('.') || '(value)'
        : findControlCharacter(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
