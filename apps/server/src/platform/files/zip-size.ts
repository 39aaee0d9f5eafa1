/**
 * What a zip (an .xlsx is one) says it unpacks to, read from its central directory without inflating anything:
 * a 1 MB workbook can declare hundreds of megabytes of sheet XML, and is refused before it is parsed.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * The sum of the uncompressed sizes the central directory declares; Infinity for a ZIP64 archive (only needed
 * beyond 4 GB or 65,535 entries, more than any import may hold); null when the bytes are not a readable zip.
 */
export function declaredUnpackedBytes(zip: Buffer): number | null {
  const lowest = Math.max(0, zip.length - END_SIZE - MAX_COMMENT);
  for (let at = zip.length - END_SIZE; at >= lowest; at -= 1) {
    if (zip.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    const entries = zip.readUInt16LE(at + 10);
    const start = zip.readUInt32LE(at + 16);
    if (entries === 0xffff || start === 0xffffffff) return Infinity;
    let total = 0;
    let p = start;
    for (let i = 0; i < entries; i += 1) {
      if (p + 46 > zip.length || zip.readUInt32LE(p) !== DIRECTORY_ENTRY) return null;
      const size = zip.readUInt32LE(p + 24);
      if (size === 0xffffffff) return Infinity;
      total += size;
      p += 46 + zip.readUInt16LE(p + 28) + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
    }
    return total;
  }
  return null;
}
