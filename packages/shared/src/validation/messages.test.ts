import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, isMessageKey, ruleMessage, validationMessages } from './messages';
import { TEXT_RULE_CHECKS } from './rules';

describe('validation messages', () => {
  it('has exactly the same keys in Thai and English', () => {
    expect(Object.keys(validationMessages.th).sort()).toEqual(Object.keys(validationMessages.en).sort());
  });

  it.each(MESSAGE_KEYS)('%s has a non-empty text in both languages and the same parameters', (key) => {
    const th = validationMessages.th[key];
    const en = validationMessages.en[key];
    expect(th.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
    const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(params(th)).toEqual(params(en));
  });

  it('writes the Thai text in Thai', () => {
    for (const key of MESSAGE_KEYS) expect(validationMessages.th[key]).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('has a message for every rule a text field can name', () => {
    for (const rule of Object.keys(TEXT_RULE_CHECKS)) expect(isMessageKey(rule)).toBe(true);
  });

  it.each([
    // the rule dictionary and custom rules of 001 s.5
    'required',
    'zeroRequired',
    'min',
    'max',
    'min_value',
    'max_value',
    'max_amount',
    'max_credit_note_amount',
    'between',
    'digits',
    'decimal',
    'numeric',
    'email',
    'url',
    'date_format',
    'after',
    'before',
    'min_date',
    'confirmed',
    'credit_card',
    'ip',
    'textThai',
    'textEng',
    'textOther',
    'textThaiOnly',
    'textEngOnly',
    'textOtherOnly',
    'username',
    'propertyCode',
    'registrationNo',
    'numericDash',
    'allowDashAndSpace',
    'idCard',
    'isSQLInjectionDetected',
    'uniqueValue',
    'multiValueLength',
    // the message catalogue
    'fileNameTooLong',
    'fileTooLarge',
    'totalFileSizeTooLarge',
    'fillOutCompleteInformation',
    'invoiceDateAfterDueDate',
    'billingCycleStartAfterEnd',
    'chequeNoDigits',
    'totalExceedsAvailableBalance',
    'totalExceedsPettyCash',
    'totalExceedsRemain',
    'transactionTotalMoreThanRemain',
    'transactionTotalLessThanRemain',
    'transactionTotalNotEqualRemain',
    'debitCreditNotEqual',
    'supplierMismatchPaymentVoucher',
    'boardMemberUnique',
    'taxIdFormat',
    'selectAtLeastOneItem',
    'selectAtLeastOneInvoice',
    'selectAtLeastOneReceipt',
    'selectAtLeastOneTransaction',
    'mustAddAccount',
    'mustAddAdvance',
    'advanceNoVat',
    'pettyCashFundNoVat',
    'pettyCashNoWithholding',
    'advanceNoWithholding',
    'damagesExceedDeposit',
    'depositNoTax',
    'walletNoTax',
    'claimNoTax',
    'mustAddBoardMember',
    'mustAddBudgetItem',
    'mustAddClaim',
    'mustAddDecorate',
    'mustAddExpense',
    'mustAddFile',
    'mustAddOrder',
    'mustAddRequestPay',
    'mustAddDeduction',
    'mustAddPaymentVoucher',
    'mustAddTax',
    'mustAddWallet',
    'onlinePaymentMethodNotSelected',
    'noTaxInformation',
    'noBankAccountNumber',
    'pendingItemExists',
    'cannotAttachFileType',
    'printNeedsForm',
    // attachments and duplicate checks
    'fileDescriptionRequired',
    'fileRequired',
    'tooManyFiles',
    'duplicateExpenseType',
    'duplicateMeterCode',
    'duplicatePropertyCode',
    'duplicateAccountNumber',
    'duplicateSurchargeRate',
    'duplicateSurchargeDescriptionTh',
    'duplicateSurchargeDescriptionEn',
    'meterGreaterThanPrevious',
    'rangeEnd',
  ])('catalogues %s', (key) => {
    expect(isMessageKey(key)).toBe(true);
  });
});

describe('ruleMessage', () => {
  it.each([
    ['th', 'required', {}, 'กรุณากรอกข้อมูล'],
    ['en', 'required', {}, 'This field is required.'],
    ['th', 'max', { max: 4000 }, 'กรอกได้ไม่เกิน 4,000 ตัวอักษร'],
    ['en', 'max', { max: 100 }, 'Please enter no more than 100 characters.'],
    ['th', 'max_amount', { max: '1,234.56' }, 'จำนวนเงินต้องไม่เกิน 1,234.56'],
    ['en', 'cannotAttachFileType', { ext: 'exe' }, 'Cannot attach .exe files.'],
    ['th', 'after', { date: '2025-01-31' }, 'วันที่ต้องอยู่หลังวันที่ 31/01/2568'],
    ['en', 'after', { date: '2025-01-31' }, 'The date must be after 31/01/2025.'],
    ['en', 'between', { min: -5, max: 1.5 }, 'The value must be between -5 and 1.5.'],
  ] as const)('%s %s %o gives %j', (lang, key, params, text) => {
    expect(ruleMessage(lang, key, params)).toBe(text);
  });

  it('falls back to the generic message for a rule it does not know', () => {
    expect(ruleMessage('th', 'someNewRule')).toBe('ข้อมูลไม่ถูกต้อง');
    expect(ruleMessage('en', 'someNewRule')).toBe('The value is not valid.');
  });

  it('leaves a missing parameter visible instead of dropping it', () => {
    expect(ruleMessage('en', 'max')).toBe('Please enter no more than {max} characters.');
  });

  it('does not treat inherited object keys as rules', () => {
    expect(isMessageKey('toString')).toBe(false);
    expect(ruleMessage('en', 'constructor')).toBe('The value is not valid.');
  });
});
