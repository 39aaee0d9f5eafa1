import { describe, expect, it } from 'vitest';
import { MASTERDATA_FILE_POLICY } from '@suanklang/shared';
import { nestFields } from './multipart';
import { checkUploads, contentTypeOf, matchesSignature, type Upload } from './uploads';
import { SAMPLE } from './test-support';

const upload = (fileName: string, data: Buffer, over: Partial<Upload> = {}): Upload => ({
  index: 0,
  fileName,
  data,
  truncated: false,
  description: undefined,
  ...over,
});

describe('upload checks', () => {
  it('accepts a pdf, a png and a jpeg that are what their names say', () => {
    const files = [
      upload('a.pdf', SAMPLE.pdf()),
      upload('b.png', SAMPLE.png(), { index: 1 }),
      upload('c.JPEG', SAMPLE.jpg(), { index: 2 }),
    ];
    expect(checkUploads(files, MASTERDATA_FILE_POLICY, 'en')).toEqual([]);
  });

  it('refuses an .exe by its extension, in Thai', () => {
    const [problem] = checkUploads([upload('setup.exe', SAMPLE.exe())], MASTERDATA_FILE_POLICY, 'th');
    expect(problem).toMatchObject({
      path: 'files.0.file',
      rule: 'cannotAttachFileType',
      message: 'ไม่สามารถแนบไฟล์ .exe ได้',
    });
  });

  it('refuses a program renamed to .pdf by its content', () => {
    expect(matchesSignature('invoice.pdf', SAMPLE.exe())).toBe(false);
    expect(checkUploads([upload('invoice.pdf', SAMPLE.exe())], MASTERDATA_FILE_POLICY, 'en')).toEqual([
      { path: 'files.0.file', rule: 'cannotAttachFileType', message: 'Cannot attach .pdf files.' },
    ]);
  });

  it('refuses a file cut at the size limit, a long name and a fourth file', () => {
    const rules = (files: Upload[], tooMany = false) =>
      checkUploads(files, MASTERDATA_FILE_POLICY, 'en', { tooMany }).map((p) => p.rule);
    expect(rules([upload('big.pdf', SAMPLE.pdf(), { truncated: true })])).toEqual(['fileTooLarge']);
    expect(rules([upload(`${'ก'.repeat(101)}.pdf`, SAMPLE.pdf())])).toEqual(['fileNameTooLong']);
    expect(rules([upload('a.pdf', SAMPLE.pdf())], true)).toEqual(['tooManyFiles']);
  });

  it('serves a file with the type of its checked extension', () => {
    expect(contentTypeOf('scan.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
  });
});

describe('multipart field names', () => {
  it('nests bracket and dot names like the JSON body', () => {
    expect(
      nestFields([
        ['supplierCode', 'SP-1'],
        ['bankAccountInfo[bankCode]', '004'],
        ['bankAccountInfo.accountNo', '1234567890'],
        ['ownerCustomerCodes[1]', 'C2'],
        ['ownerCustomerCodes[0]', 'C1'],
      ]),
    ).toEqual({
      supplierCode: 'SP-1',
      bankAccountInfo: { bankCode: '004', accountNo: '1234567890' },
      ownerCustomerCodes: ['C1', 'C2'],
    });
  });

  it('refuses a name that would reach the prototype', () => {
    expect(() => nestFields([['__proto__[admin]', 'Y']])).toThrow();
    expect(() => nestFields([['a.constructor.prototype', 'x']])).toThrow();
  });
});
