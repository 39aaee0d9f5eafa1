import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input, type FormRule } from 'antd';
import dayjs from 'dayjs';
import { z } from 'zod';
import { v } from '@suanklang/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { formRulesFrom, zodRule } from './zod-rule';

afterEach(cleanup);

/** Runs an antd rule's validator the way the form does; resolves with the message or null. */
async function check(rule: FormRule, value: unknown): Promise<string | null> {
  if (typeof rule === 'function' || !rule.validator) throw new Error('expected a validator rule');
  try {
    await rule.validator({}, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zod rule', () => {
  it('rejects with the first catalogue message in the language asked', async () => {
    const schema = v.text({ required: true, max: 10 });
    expect(await check(zodRule(schema, 'th'), undefined)).toBe('กรุณากรอกข้อมูล');
    expect(await check(zodRule(schema, 'en'), '')).toBe('This field is required.');
    expect(await check(zodRule(schema, 'en'), 'x'.repeat(11))).toBe(
      'Please enter no more than 10 characters.',
    );
    expect(await check(zodRule(schema, 'en'), 'fine')).toBeNull();
  });

  it('checks an amount from a NumberInput (baht) against a satang minimum', async () => {
    const rule = zodRule(v.money({ required: true, min: 1 }), 'en');
    expect(await check(rule, 0)).toBe('The value must be at least 0.01.');
    expect(await check(rule, null)).toBe('This field is required.');
    expect(await check(rule, 0.01)).toBeNull();
  });

  it('reads a date picker value as an ISO date', async () => {
    const rule = zodRule(v.date({ required: true }), 'en');
    expect(await check(rule, dayjs('2026-03-15'))).toBeNull();
    expect(await check(rule, 'not a date')).toBe('Please enter a valid date.');
  });

  it('marks a field required only when its schema refuses an empty value', () => {
    expect(zodRule(v.text({ required: true }), 'en')).toMatchObject({ required: true });
    expect(zodRule(v.text(), 'en')).toMatchObject({ required: false });
    expect(zodRule(z.string().optional(), 'en')).toMatchObject({ required: false });
  });

  it('gives rules for every field of an object schema', async () => {
    const schema = z.object({ reason: v.text({ required: true, max: 200 }), note: v.text() });
    const rules = formRulesFrom(schema, 'th');
    expect(Object.keys(rules).sort()).toEqual(['note', 'reason']);
    expect(await check(rules.reason[0]!, '')).toBe('กรุณากรอกข้อมูล');
    expect(await check(rules.note[0]!, '')).toBeNull();
  });

  it('shows the first message under the field in a form', async () => {
    const rules = formRulesFrom(z.object({ reason: v.text({ required: true }) }), 'en');
    render(
      <Form>
        <Form.Item name="reason" label="Reason" rules={rules.reason}>
          <Input />
        </Form.Item>
        <button type="submit">save</button>
      </Form>,
    );
    await userEvent.click(screen.getByText('save'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(document.querySelector('.ant-form-item-required')).not.toBeNull();
  });
});
