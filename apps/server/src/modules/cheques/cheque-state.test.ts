import { describe, expect, it } from 'vitest';
import { CHEQUE_STATUSES } from '@suanklang/shared';
import { allowedActions, nextStatus } from './cheque-state';

describe('cheque state machine', () => {
  it('follows ON_HAND -> DEPOSITED -> PASSED -> RETURNED', () => {
    expect(nextStatus('ON_HAND', 'send')).toBe('DEPOSITED');
    expect(nextStatus('DEPOSITED', 'passed')).toBe('PASSED');
    expect(nextStatus('PASSED', 'reset')).toBe('RETURNED');
  });

  it('lets a cheque clear without a deposit step and be returned after a deposit', () => {
    expect(nextStatus('ON_HAND', 'passed')).toBe('PASSED');
    expect(nextStatus('DEPOSITED', 'reset')).toBe('RETURNED');
  });

  it('refuses what would go backwards or repeat', () => {
    expect(nextStatus('DEPOSITED', 'send')).toBeNull();
    expect(nextStatus('PASSED', 'passed')).toBeNull();
    expect(nextStatus('PASSED', 'cancel')).toBeNull();
    expect(nextStatus('ON_HAND', 'reset')).toBeNull();
    expect(nextStatus('DEPOSITED', 'update')).toBeNull();
  });

  it('treats RETURNED and CANCELLED as final', () => {
    for (const status of ['RETURNED', 'CANCELLED'] as const) expect(allowedActions(status)).toEqual([]);
  });

  it('offers only update, send, passed and cancel on hand', () => {
    expect(allowedActions('ON_HAND')).toEqual(['update', 'send', 'passed', 'cancel']);
    for (const status of CHEQUE_STATUSES)
      for (const action of allowedActions(status)) expect(nextStatus(status, action)).not.toBeNull();
  });
});
