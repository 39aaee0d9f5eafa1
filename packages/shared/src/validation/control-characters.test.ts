import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './control-characters';
import { ruleMessage } from './messages';

describe('control characters', () => {
  it('refuses NUL and the other control characters, keeps tab, new lines and Thai', () => {
    expect(hasControlCharacter('A\u0000B')).toBe(true);
    expect(hasControlCharacter('\u001b[31m')).toBe(true);
    expect(hasControlCharacter('\u007f')).toBe(true);
    expect(hasControlCharacter('บ้านเลขที่ 9\tซอย 3\r\nแขวง')).toBe(false);
  });

  it('names the path of the first string that holds one, in bodies, lists and keys', () => {
    expect(findControlCharacter({ invoiceNo: 'A\u0000B' })).toBe('invoiceNo');
    expect(findControlCharacter({ lines: [{ d: 'ok' }, { d: 'x\u0000' }] })).toBe('lines.1.d');
    expect(findControlCharacter({ a: { ['k\u0000']: 1 } })).toBe('a');
    expect(findControlCharacter({ a: 1, b: null, c: ['x', { d: true }] })).toBeNull();
  });

  it('has a message in Thai and English', () => {
    expect(ruleMessage('th', 'controlCharacter')).toMatch(/อักขระควบคุม/);
    expect(ruleMessage('en', 'controlCharacter')).toMatch(/control character/);
  });
});
