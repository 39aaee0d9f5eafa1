import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, ruleMessage } from '@suanklang/shared';
import { AppError } from '../errors';
import { readImportTable } from './table-import';
import { sheetWorkbook } from './test-workbooks';
import { declaredUnpackedBytes } from './zip-size';

const HEADER = ['unitCode', 'amount'];

/** The field error a refused file gives, or the rows it read. */
async function outcome(fileName: string, data: Buffer, lang: 'th' | 'en' = 'en') {
  try {
    return { rows: await readImportTable({ fileName, data }, lang) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, fields: error.fields };
  }
}

describe('declaredUnpackedBytes', () => {
  it('sums what the central directory declares, without inflating anything', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('a').addRow(['x', 1]);
    const written = Buffer.from(await book.xlsx.writeBuffer());
    expect(declaredUnpackedBytes(written)).toBeGreaterThan(written.length);
  });

  it('is null for bytes that are not a zip, and believes a lying directory (the worker limits catch those)', async () => {
    expect(declaredUnpackedBytes(Buffer.from('unitCode,amount\nA0101,1.00\n'))).toBeNull();
    expect(declaredUnpackedBytes(Buffer.alloc(10))).toBeNull();
    const liar = await sheetWorkbook({ header: HEADER, rows: 10, declare: () => 1 });
    // One byte for each of its five parts.
    expect(declaredUnpackedBytes(liar)).toBe(5);
  });
});

describe('readImportTable limits', () => {
  it('refuses a workbook that unpacks beyond the limit before reading it, in Thai and English', async () => {
    const bomb = await sheetWorkbook({ header: HEADER, bomb: { megabytes: 300 } });
    expect(bomb.length).toBeLessThan(2 * 1_048_576);
    expect(declaredUnpackedBytes(bomb)).toBeGreaterThan(300 * 1_048_576);
    expect(await outcome('bomb.xlsx', bomb)).toEqual({
      code: 'ST001',
      fields: [
        {
          path: 'file',
          rule: 'importTooLarge',
          message: 'The file holds more than 50 MB of data once unpacked.',
        },
      ],
    });
    const th = await outcome('bomb.xlsx', bomb, 'th');
    expect(th.fields?.[0]?.message).toBe(ruleMessage('th', 'importTooLarge', { size: '50 MB' }));
  }, 60_000);

  it(`reads a sheet of exactly ${IMPORT_LIMITS.rows.toLocaleString('en-US')} rows and refuses one more`, async () => {
    const full = await outcome(
      'full.xlsx',
      await sheetWorkbook({ header: HEADER, rows: IMPORT_LIMITS.rows }),
    );
    expect(full.rows).toHaveLength(IMPORT_LIMITS.rows);
    expect(full.rows?.at(-1)).toEqual({
      rowNo: IMPORT_LIMITS.rows + 1,
      values: { unitCode: String(IMPORT_LIMITS.rows + 1), amount: String(IMPORT_LIMITS.rows + 1) },
    });
    const over = await outcome(
      'over.xlsx',
      await sheetWorkbook({ header: HEADER, rows: IMPORT_LIMITS.rows + 1 }),
    );
    expect(over.fields).toEqual([
      { path: 'file', rule: 'importTooManyRows', message: 'The file has more than 100,000 rows.' },
    ]);
  }, 60_000);

  it('counts the rows it reads, not the sizes a lying archive declares', async () => {
    const liar = await sheetWorkbook({ header: HEADER, bomb: { megabytes: 60 }, declare: () => 1 });
    expect(declaredUnpackedBytes(liar)).toBeLessThan(IMPORT_LIMITS.unpackedBytes);
    expect((await outcome('liar.xlsx', liar)).fields?.[0]?.rule).toBe('importTooManyRows');
  }, 60_000);

  it('refuses a CSV of more rows than the limit, and a broken workbook as unreadable', async () => {
    const line = 'A0101,1.00\n';
    const csv = Buffer.from(`unitCode,amount\n${line.repeat(IMPORT_LIMITS.rows + 1)}`);
    expect((await outcome('many.csv', csv)).fields?.[0]?.rule).toBe('importTooManyRows');
    const fits = Buffer.from(`unitCode,amount\n${line.repeat(IMPORT_LIMITS.rows)}`);
    expect((await outcome('fits.csv', fits)).rows).toHaveLength(IMPORT_LIMITS.rows);

    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect(await outcome('broken.xlsx', broken, 'th')).toEqual({
      code: 'ST001',
      fields: [{ path: 'file', rule: 'importUnreadable', message: ruleMessage('th', 'importUnreadable') }],
    });
  }, 60_000);
});
