import qrcode from 'qrcode-generator';

/** The EMVCo payloads we print use only digits, A-Z and '.', which QR alphanumeric mode packs in 5.5 bits a char. */
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/;
/** Modules of light margin every QR reader expects around the symbol (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;

/** Dark modules as rows of booleans. Level M survives a crease or a smudge on a printed bill. */
export function qrMatrix(payload: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(payload, ALPHANUMERIC.test(payload) ? 'Alphanumeric' : 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  return Array.from({ length: count }, (_, row) =>
    Array.from({ length: count }, (_, col) => qr.isDark(row, col)),
  );
}

/**
 * Draws the QR as vector rectangles (one per horizontal run of dark modules) in a size x size square that
 * includes the quiet zone: sharp at any print resolution and smaller than an embedded PNG.
 */
export function drawQr(doc: PDFKit.PDFDocument, payload: string, x: number, y: number, size: number): void {
  const matrix = qrMatrix(payload);
  const cell = size / (matrix.length + 2 * QR_QUIET_ZONE);
  const origin = { x: x + QR_QUIET_ZONE * cell, y: y + QR_QUIET_ZONE * cell };
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  matrix.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c += 1;
      // A hair of overlap hides the anti-aliasing seams some viewers draw between touching rows.
      doc.rect(origin.x + start * cell, origin.y + r * cell, (c - start) * cell, cell + 0.01);
    }
  });
  doc.fill('#000000');
  doc.restore();
}
