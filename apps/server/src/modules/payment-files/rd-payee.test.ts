import { describe, expect, it } from 'vitest';
import { rdPrepPayee } from './rd-payee';

describe('rdPrepPayee', () => {
  it('splits a person into title, first name and last name (the longest title first)', () => {
    expect(rdPrepPayee('PND3', 'นางสาวสมศรี มีสุข')).toEqual({
      kind: 'individual',
      title: 'นางสาว',
      firstName: 'สมศรี',
      lastName: 'มีสุข',
    });
    expect(rdPrepPayee('PND3', '  นาย  สมชาย   ใจ ดี ')).toEqual({
      kind: 'individual',
      title: 'นาย',
      firstName: 'สมชาย',
      lastName: 'ใจ ดี',
    });
    expect(rdPrepPayee('PND3', 'สมชาย')).toEqual({
      kind: 'individual',
      title: '',
      firstName: 'สมชาย',
      lastName: '',
    });
  });

  it('takes a company legal form as its title, or none', () => {
    expect(rdPrepPayee('PND53', 'บริษัท การ์ดดี ซีเคียวริตี้ จำกัด')).toEqual({
      kind: 'company',
      title: 'บริษัท',
      name: 'การ์ดดี ซีเคียวริตี้ จำกัด',
    });
    expect(rdPrepPayee('PND53', 'ห้างหุ้นส่วนจำกัด สวนสวย')).toEqual({
      kind: 'company',
      title: 'ห้างหุ้นส่วนจำกัด',
      name: 'สวนสวย',
    });
    expect(rdPrepPayee('PND53', 'Green Garden Co., Ltd.')).toEqual({
      kind: 'company',
      title: '',
      name: 'Green Garden Co., Ltd.',
    });
  });
});
