import { createDeflateRaw, crc32 } from 'node:zlib';

/**
 * Hand-built .xlsx files for the import-limit tests: a sheet made of one chunk of rows repeated many times, so a
 * workbook that unpacks to hundreds of megabytes is built without ever holding them. Not used by the server.
 */
/** One zip entry: its name and its content, chunk by chunk (made as it is written, never held whole). */
export type Part = { name: string; content: Iterable<Buffer> };

type Packed = { name: Buffer; data: Buffer; crc: number; size: number };

async function pack({ name, content }: Part): Promise<Packed> {
  const deflate = createDeflateRaw();
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (const chunk of content) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name: Buffer.from(name), data: Buffer.concat(out), crc, size };
}

/** A zip of the parts; `declare` overrides the uncompressed size written in the headers (a lying archive). */
export async function zipOf(parts: Part[], declare?: (size: number) => number): Promise<Buffer> {
  const packed = await Promise.all(parts.map(pack));
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of packed) {
    const size = declare ? declare(p.size) : p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(p.name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(p.crc >>> 0, 16);
    entry.writeUInt32LE(p.data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(p.name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, p.name, p.data);
    central.push(entry, p.name);
    offset += local.length + p.name.length + p.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(packed.length, 8);
  end.writeUInt16LE(packed.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** `times` copies of one block of text: a sheet that unpacks to any size at almost no cost. */
function* repeated(block: string, times: number): Generator<Buffer> {
  const chunk = Buffer.from(block);
  for (let i = 0; i < times; i += 1) yield chunk;
}

/** Numbered rows of `cells` numbers each, from row `first`, a thousand rows per chunk. */
function* numberedRows(first: number, count: number, cells: number): Generator<Buffer> {
  for (let from = first; from < first + count; from += 1000) {
    let text = '';
    for (let r = from; r < Math.min(from + 1000, first + count); r += 1) {
      text += `<row r="${r}">`;
      for (let c = 0; c < cells; c += 1) text += `<c r="${column(c)}${r}"><v>${r}</v></c>`;
      text += '</row>';
    }
    yield Buffer.from(text);
  }
}

const column = (i: number) => String.fromCharCode(65 + i);

/**
 * A one-sheet workbook: a header row, then either `rows` numbered rows, or (`bomb`) the same block of rows
 * repeated until the sheet unpacks to about `bomb.megabytes` (the same row number throughout: it is never meant to
 * be read).
 */
export async function sheetWorkbook(o: {
  header: readonly string[];
  rows?: number;
  bomb?: { megabytes: number };
  declare?: (size: number) => number;
}): Promise<Buffer> {
  const cells = o.header.length;
  const head = `<row r="1">${o.header.map((h, i) => `<c r="${column(i)}1" t="inlineStr"><is><t>${h}</t></is></c>`).join('')}</row>`;
  // One row again and again: deflate packs it about 300 to 1, as a real zip bomb does.
  const block = [...numberedRows(2, 1, cells)].join('').repeat(800);
  const body = o.bomb
    ? repeated(block, Math.ceil((o.bomb.megabytes * 1_048_576) / block.length))
    : numberedRows(2, o.rows ?? 0, cells);
  const part = (name: string, text: string): Part => ({ name, content: [xml(text)] });
  return zipOf(
    [
      part(
        '[Content_Types].xml',
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
      part(
        '_rels/.rels',
        `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      part(
        'xl/workbook.xml',
        `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      part(
        'xl/_rels/workbook.xml.rels',
        `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      {
        name: 'xl/worksheets/sheet1.xml',
        content: (function* () {
          yield xml(`<worksheet xmlns="${MAIN}"><sheetData>${head}`);
          yield* body;
          yield Buffer.from('</sheetData></worksheet>');
        })(),
      },
    ],
    o.declare,
  );
}
