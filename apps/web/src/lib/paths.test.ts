import { describe, expect, it } from 'vitest';
import { HOME_PATH, loginPath, safeRedirect } from './paths';

describe('login redirect paths', () => {
  it('carries the full wanted path, encoded', () => {
    expect(loginPath('/views/invoice?status=2&unit=A 1')).toBe(
      '/login?redirect=%2Fviews%2Finvoice%3Fstatus%3D2%26unit%3DA%201',
    );
    expect(loginPath(null)).toBe('/login');
  });

  it('follows only paths inside the app', () => {
    expect(safeRedirect('/views/receipt?x=1')).toBe('/views/receipt?x=1');
    expect(safeRedirect('https://evil.example')).toBe(HOME_PATH);
    expect(safeRedirect('//evil.example/x')).toBe(HOME_PATH);
    expect(safeRedirect('/\\evil.example')).toBe(HOME_PATH);
    expect(safeRedirect('/login?redirect=/views')).toBe(HOME_PATH);
    expect(safeRedirect(null)).toBe(HOME_PATH);
  });
});
