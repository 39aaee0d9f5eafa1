import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * Sarabun (SIL OFL 1.1), the face Thai government and business documents use, taken as TTF from
 * @expo-google-fonts/sarabun: pdfkit embeds TrueType/OpenType but not woff2, which is all @fontsource ships.
 * pdfkit subsets the font, so a file carries only the glyphs it uses.
 */

export const FONT = { regular: 'Sarabun', bold: 'Sarabun-Bold' } as const;

const FILES = {
  [FONT.regular]: '@expo-google-fonts/sarabun/400Regular/Sarabun_400Regular.ttf',
  [FONT.bold]: '@expo-google-fonts/sarabun/700Bold/Sarabun_700Bold.ttf',
} as const;

const require = createRequire(import.meta.url);
let parsed: Map<string, Font> | null = null;

/**
 * The fonts parsed once per process. fontkit builds its Thai shaping tables lazily on the Font object, which
 * costs ~100 ms per face; sharing the parsed Font keeps that out of every request (each PDF still makes its own
 * subset, and rendering is synchronous, so sharing is safe).
 */
function fonts(): Map<string, Font> {
  parsed ??= new Map(
    Object.entries(FILES).map(([name, file]) => {
      const font = create(readFileSync(require.resolve(file)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
      return [name, font];
    }),
  );
  return parsed;
}

export function registerFonts(doc: PDFKit.PDFDocument): void {
  // pdfkit 0.20 takes a parsed fontkit Font (it duck-types on `layout`); @types/pdfkit 0.17 predates that.
  for (const [name, font] of fonts()) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
}
