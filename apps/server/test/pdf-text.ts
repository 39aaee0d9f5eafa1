import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PDF's text as a reader extracts it (pdftotext, in drawing order). The font draws sara am as nikhahit + sara
 * aa and maps both glyphs back, so extraction reads ำ as "ำา": folded here.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  if (bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
  const dir = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']);
    return stdout.replaceAll('ำา', 'ำ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
