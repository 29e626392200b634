/**
 * The fonts' subset outlines text as the whole faces do: resvg turns the
 * same texts (both weights, several sizes, anchored and centred, accented
 * letters and punctuation) into the same outlines with either, and a
 * document with a character the subset lacks in its text, or a character
 * reference, is rendered with the whole faces.
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { fontsForDocument, PICTURE_FONTS, subsetFonts } from './fonts.js';

const TEXTS = [
  '<text x="0" y="20" style="font-size: 18px">To act: ork1: Move b2: 1 of Speed 3 left.</text>',
  '<text x="0" y="50" style="font-size: 22px; font-weight: bold">Bommerz over da Sulphur River, as seen by Ork player ork1</text>',
  '<text x="200" y="80" style="font-size: 12px; font-weight: bold; text-anchor: middle; dominant-baseline: central">FLAK 3</text>',
  '<text x="0" y="110" style="font-size: 15px">Café Ñandú — “Øresund” 1½ × 2 → 3 € ‘Ŝtŝ’… ffi fl AV To Wa ●■▲◆</text>',
];

describe('the fonts to outline text with', () => {
  it('are cut down to a subset where DejaVu Sans is installed, which outlines text as the whole faces do', async () => {
    const subset = await subsetFonts();
    if (PICTURE_FONTS.fontFiles === undefined) {
      expect(subset).toBeNull();
      return;
    }
    expect(subset).not.toBeNull();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><style>text { font-family: 'DejaVu Sans'; }</style>${TEXTS.join('')}</svg>`;
    const outlines = (font: typeof PICTURE_FONTS) => new Resvg(svg, { font }).toString();
    expect(outlines(subset!)).toBe(outlines(PICTURE_FONTS));
    expect(outlines(subset!)).toContain('<path');
    expect(await fontsForDocument(svg)).toBe(subset);
  });

  it('are the whole faces for a document whose text the subset may lack', async () => {
    const document = (text: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="40"><text x="0" y="20" aria-label="Привет">${text}</text></svg>`;
    expect(await fontsForDocument(document('Privet'))).toBe((await subsetFonts()) ?? PICTURE_FONTS);
    expect(await fontsForDocument(document('Привет'))).toBe(PICTURE_FONTS);
    expect(await fontsForDocument(document('caf&#233;'))).toBe(PICTURE_FONTS);
  });
});
