import { EXPENSE_CATEGORIES } from '@suanklang/shared';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROLE_LABELS,
  ACCOUNT_ROLES,
  accountOf,
  receivableRole,
  STANDARD_ACCOUNT_MAP,
  walletRole,
} from './accounts';

describe('account roles', () => {
  it('labels every role once, in the order of ACCOUNT_ROLES', () => {
    expect(ACCOUNT_ROLE_LABELS.map((l) => l.code)).toEqual([...ACCOUNT_ROLES]);
    for (const l of ACCOUNT_ROLE_LABELS) expect(l.th && l.en).toBeTruthy();
  });

  it('maps the standard chart', () => {
    expect(Object.keys(STANDARD_ACCOUNT_MAP).sort()).toEqual([...ACCOUNT_ROLES].sort());
    expect(STANDARD_ACCOUNT_MAP).toMatchObject({
      AR_COMMON_FEE: '1121',
      AR_PARKING: '1126',
      VAT_OUTPUT_PENDING: '2131',
      WHT_RECEIVABLE: '1143',
    });
  });

  it.each([
    ['COMMON_FEE', 'AR_COMMON_FEE'],
    ['WATER', 'AR_WATER'],
    ['ELECTRICITY', 'AR_ELECTRICITY'],
    ['SINKING_FUND', 'AR_SINKING_FUND'],
    ['PARKING', 'AR_PARKING'],
    ['SURCHARGE', 'AR_SURCHARGE'],
    ['SERVICE', 'AR_OTHER'],
    ['OTHER', 'AR_OTHER'],
  ] as const)('%s is receivable on %s', (category, role) => {
    expect(receivableRole(category)).toBe(role);
  });

  it('covers every category and wallet, and refuses unknown ones', () => {
    for (const c of EXPENSE_CATEGORIES) expect(ACCOUNT_ROLES).toContain(receivableRole(c));
    expect(walletRole(0)).toBe('WALLET_COMMON');
    expect(walletRole(1)).toBe('WALLET_OTHER');
    expect(() => walletRole(2 as 0)).toThrow(RangeError);
    expect(() => receivableRole('RENT' as 'OTHER')).toThrow(RangeError);
  });

  it('refuses a map with a missing code', () => {
    expect(() => accountOf({ ...STANDARD_ACCOUNT_MAP, CASH: '' }, 'CASH')).toThrow(/CASH/);
  });
});
