import { describe, expect, it } from 'vitest';
import {
  ATTACH_FILE_POLICY,
  UPLOAD_ALLOWLISTS,
  UPLOAD_LIMITS,
  checkAttachments,
  fileChecks,
  fileExtension,
  fileNameStem,
  formatFileSize,
  type AttachmentPolicy,
} from './attachments';

const MB = 1_048_576;

describe('upload allowlists and limits (000/001 s.5)', () => {
  it('holds the spec values', () => {
    expect(UPLOAD_ALLOWLISTS.attachment).toEqual(['pdf', 'jpg', 'png']);
    expect(UPLOAD_ALLOWLISTS.import).toEqual(['csv', 'txt']);
    expect(UPLOAD_ALLOWLISTS.spreadsheet).toEqual(['xls', 'xlsx']);
    expect(UPLOAD_ALLOWLISTS.image).toEqual(['jpg', 'jpeg', 'png', 'bmp']);
    expect(UPLOAD_ALLOWLISTS.attachFile).toEqual(['pdf', 'psd', 'pud', 'pub']);
    expect(UPLOAD_LIMITS).toMatchObject({
      fileBytes: 5_242_880,
      smallFileBytes: 3_891_200,
      largeFileBytes: 52_428_800,
      totalBytes: 52_428_800,
      maxFiles: 3,
      fileNameLength: 100,
      shortFileNameLength: 50,
    });
  });
});

describe('file names', () => {
  it.each([
    ['report.PDF', 'pdf', 'report'],
    ['archive.tar.gz', 'gz', 'archive.tar'],
    ['README', '', 'README'],
    ['.env', '', '.env'],
    ['ใบแจ้งหนี้.xlsx', 'xlsx', 'ใบแจ้งหนี้'],
  ])('%s has extension %j and stem %j', (name, ext, stem) => {
    expect(fileExtension(name)).toBe(ext);
    expect(fileNameStem(name)).toBe(stem);
  });

  it.each([
    [`${'a'.repeat(100)}.pdf`, 100, true],
    [`${'a'.repeat(101)}.pdf`, 100, false],
    [`${'ก'.repeat(50)}.pdf`, 50, true],
    [`${'ก'.repeat(51)}.pdf`, 50, false],
  ])('name limit: %s within %d is %s', (name, max, ok) => {
    expect(fileChecks.nameWithinLimit(name, max)).toBe(ok);
  });

  it.each([
    ['scan.pdf', UPLOAD_ALLOWLISTS.attachment, true],
    ['scan.JPG', UPLOAD_ALLOWLISTS.attachment, true],
    ['scan.jpeg', UPLOAD_ALLOWLISTS.attachment, false],
    ['scan.jpeg', UPLOAD_ALLOWLISTS.image, true],
    ['data.csv', UPLOAD_ALLOWLISTS.import, true],
    ['data.xlsx', UPLOAD_ALLOWLISTS.import, false],
    ['data.xlsx', UPLOAD_ALLOWLISTS.spreadsheet, true],
    ['virus.exe', UPLOAD_ALLOWLISTS.attachFile, false],
    ['pdf', UPLOAD_ALLOWLISTS.attachFile, false],
  ])('type: %s in the list is %s', (name, allowed, ok) => {
    expect(fileChecks.extensionAllowed(name, allowed)).toBe(ok);
  });
});

describe('file sizes', () => {
  it.each([
    [5_242_880, UPLOAD_LIMITS.fileBytes, true],
    [5_242_881, UPLOAD_LIMITS.fileBytes, false],
    [3_891_200, UPLOAD_LIMITS.smallFileBytes, true],
    [3_891_201, UPLOAD_LIMITS.smallFileBytes, false],
    [52_428_800, UPLOAD_LIMITS.largeFileBytes, true],
    [52_428_801, UPLOAD_LIMITS.largeFileBytes, false],
  ])('%d bytes within %d is %s', (size, max, ok) => {
    expect(fileChecks.sizeWithinLimit(size, max)).toBe(ok);
  });

  it.each([
    [5_242_880, '5 MB'],
    [52_428_800, '50 MB'],
    [3_891_200, '3,800 KB'],
    [512, '512 B'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('checking files to attach', () => {
  const file = (name: string, size = MB, description: string | null = 'ใบเสร็จ') => ({
    name,
    size,
    description,
  });

  it('accepts up to three valid files with descriptions', () => {
    expect(checkAttachments([file('a.pdf'), file('b.pdf'), file('c.pub')], ATTACH_FILE_POLICY)).toEqual([]);
  });

  it('asks for a file when there is none', () => {
    expect(checkAttachments([], ATTACH_FILE_POLICY)).toEqual([
      { index: null, field: 'files', rule: 'fileRequired', params: {} },
    ]);
  });

  it('reports every problem of a file in the order to fix them', () => {
    const longName = `${'x'.repeat(101)}.exe`;
    expect(checkAttachments([file(longName, 6 * MB, ' ')], ATTACH_FILE_POLICY)).toEqual([
      { index: 0, field: 'description', rule: 'fileDescriptionRequired', params: {} },
      { index: 0, field: 'file', rule: 'cannotAttachFileType', params: { ext: 'exe' } },
      { index: 0, field: 'file', rule: 'fileNameTooLong', params: { max: 100 } },
      { index: 0, field: 'file', rule: 'fileTooLarge', params: { size: '5 MB' } },
    ]);
  });

  it('treats an empty file as no file', () => {
    expect(checkAttachments([file('a.pdf', 0)], ATTACH_FILE_POLICY)).toEqual([
      { index: 0, field: 'file', rule: 'fileRequired', params: {} },
    ]);
  });

  it('counts files already attached towards the three-file limit', () => {
    const problems = checkAttachments([file('c.pdf'), file('d.pdf')], ATTACH_FILE_POLICY, [
      { size: MB },
      { size: MB },
    ]);
    expect(problems).toEqual([{ index: null, field: 'files', rule: 'tooManyFiles', params: { max: 3 } }]);
  });

  it('counts files already attached towards the 50 MB total', () => {
    const bigPolicy: AttachmentPolicy = { ...ATTACH_FILE_POLICY, maxFileBytes: UPLOAD_LIMITS.largeFileBytes };
    expect(checkAttachments([file('b.pdf', 20 * MB)], bigPolicy, [{ size: 30 * MB }])).toEqual([]);
    expect(checkAttachments([file('b.pdf', 20 * MB + 1)], bigPolicy, [{ size: 30 * MB }])).toEqual([
      { index: null, field: 'files', rule: 'totalFileSizeTooLarge', params: { size: '50 MB' } },
    ]);
  });

  it('takes the 50-character name variant as a policy', () => {
    const shortNames: AttachmentPolicy = {
      ...ATTACH_FILE_POLICY,
      maxNameLength: UPLOAD_LIMITS.shortFileNameLength,
    };
    expect(checkAttachments([file(`${'a'.repeat(51)}.pdf`)], shortNames)).toEqual([
      { index: 0, field: 'file', rule: 'fileNameTooLong', params: { max: 50 } },
    ]);
  });

  it('does not ask for a description when the policy does not', () => {
    const policy: AttachmentPolicy = { ...ATTACH_FILE_POLICY, descriptionRequired: false };
    expect(checkAttachments([file('a.pdf', MB, null)], policy)).toEqual([]);
  });
});
