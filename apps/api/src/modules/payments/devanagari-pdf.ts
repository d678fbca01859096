import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Hindi in the schedule's PDF (issue 49): Noto Sans Devanagari, shipped as an npm package and embedded (subset) in
 * each document, with nothing fetched at build or run time. pdfkit shapes it with fontkit — conjuncts, half forms,
 * the i-matra before its consonant — and this file makes the text read back as it was written.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;
export type Weight = keyof typeof FONT_FILES;
export const DEVANAGARI_FONT: Record<Weight, string> = { regular: 'Devanagari', bold: 'Devanagari-Bold' };

const fontData = new Map<Weight, Buffer>();
const fileOf = (weight: Weight) => {
  let data = fontData.get(weight);
  if (!data) fontData.set(weight, (data = fs.readFileSync(require.resolve(FONT_FILES[weight]))));
  return data;
};

/**
 * Devanagari letters, signs and digits, the danda, and the joiners that shape them; and the rupee sign, which the
 * built-in Latin fonts lack and Noto draws.
 */
const DEVANAGARI_CHAR = String.raw`(?:\p{scx=Deva}|\u200C|\u200D|\u20B9)`;
const DEVANAGARI = new RegExp(DEVANAGARI_CHAR, 'u');
/**
 * A run of Devanagari: its words, and the spaces and punctuation between two of them (so a Hindi sentence is one run,
 * shaped and wrapped as one).
 */
const DEVANAGARI_RUN = new RegExp(String.raw`${DEVANAGARI_CHAR}+(?:[\s,.;:!?()'"’“”\-–/]+${DEVANAGARI_CHAR}+)*`, 'gu');

export type ScriptRun = { text: string; devanagari: boolean };

/** A text cut into Devanagari runs and the rest (Latin names, numbers, amounts), in order. */
export function scriptRuns(text: string): ScriptRun[] {
  if (!DEVANAGARI.test(text)) return [{ text, devanagari: false }];
  const runs: ScriptRun[] = [];
  let at = 0;
  for (const m of text.matchAll(DEVANAGARI_RUN)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index), devanagari: false });
    runs.push({ text: m[0], devanagari: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), devanagari: false });
  return runs;
}

type Glyph = { id: number; advanceWidth: number };
type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number; advanceWidth: number };
type Run = { glyphs: Glyph[]; positions: Position[]; advanceWidth: number };
/** The parts of pdfkit's EmbeddedFont this file works with (pdfkit types none of them). */
type EmbeddedFont = {
  font: { glyphForCodePoint(codePoint: number): Glyph };
  subset: { glyphs: number[]; mapping: Record<number, number>; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  scale: number;
  layoutCached(text: string): Run;
  layoutRun(text: string, features: unknown): Run;
  layout(text: string, features?: unknown, onlyWidth?: boolean): Run;
  encode(text: string, features?: unknown): [string[], Position[]];
};

/**
 * Registers the Devanagari fonts on `doc`, each speaking its text back as written (`extractable`). Answers their
 * ascender (per 1000 of the font size): where their baseline lies below the top of a line.
 */
export function registerDevanagari(doc: PDFKit.PDFDocument): number {
  let ascender = 0;
  for (const weight of Object.keys(FONT_FILES) as Weight[]) {
    doc.registerFont(DEVANAGARI_FONT[weight], fileOf(weight));
    doc.font(DEVANAGARI_FONT[weight]);
    const font = (doc as unknown as { _font: EmbeddedFont & { ascender: number } })._font;
    extractable(font);
    ascender = Math.max(ascender, font.ascender);
  }
  return ascender;
}

const ZWSP = 0x200b;
const VIRAMA = '\u094D';
const COMBINING = /\p{Mn}/u;
const CONSONANT = /^[\u0915-\u0939\u0958-\u095F\u0978-\u097F]/u;
const NO_ADVANCE: Position = { xAdvance: 0, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: 0 };
type Shaped = { glyph: Glyph; position: Position };
type Spoken = Shaped & { says: string };

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A text cut where shaping cannot reach across: its user-perceived characters (a syllable with its signs, a conjunct
 * with its virama: क्ष, स्वा, र्क), joined again where an older Unicode library splits a conjunct after its virama.
 */
export function shapingClusters(text: string): string[] {
  const clusters: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const last = clusters.length - 1;
    if (last >= 0 && clusters[last]?.endsWith(VIRAMA) && CONSONANT.test(segment)) clusters[last] += segment;
    else clusters.push(segment);
  }
  return clusters;
}

/**
 * What a PDF says its glyphs mean (its ToUnicode map) is one text per glyph code, read in drawing order. Shaped
 * Devanagari breaks that reading: the i-matra is drawn before its consonant (कि reads back "िक"), and a reader such as
 * pdf.js takes a glyph whose text holds a combining sign (the virama of क्ष, त्र, ज्ञ) for a zero-width mark, so the
 * text after it gains spaces that are not there ("ज्ञ ान"). So the font shapes a text one cluster at a time
 * (`shapingClusters`: nothing Devanagari shapes across them), and each cluster's glyphs speak its text in order: its
 * advancing glyphs say its letters one each, left to right; zero-width glyphs (marks, placed by the font) say nothing
 * (a zero-width space, which readers drop); and the signs left over are said by an invisible zero-width glyph between
 * them. A glyph saying different things gets a code per saying (the same outline, embedded once more), so the page
 * draws what fontkit shaped and reads back exactly what was written. (fontkit's own glyph.codePoints cannot be used:
 * it keeps one glyph object per outline, with the characters of its first use.)
 */
function extractable(font: EmbeddedFont): void {
  const codes = new Map<string, number>();
  const silent = font.font.glyphForCodePoint(ZWSP);
  const codeFor = ({ glyph, says }: Spoken): string => {
    const key = `${glyph.id} ${says}`;
    let code = codes.get(key);
    if (code === undefined) {
      code =
        font.subset.mapping[glyph.id] === undefined
          ? font.subset.includeGlyph(glyph.id)
          : font.subset.glyphs.push(glyph.id) - 1;
      font.widths[code] = glyph.advanceWidth * font.scale;
      font.unicode[code] = [...says].map((c) => c.codePointAt(0) ?? ZWSP);
      codes.set(key, code);
    }
    return code.toString(16).padStart(4, '0');
  };
  const shape = (text: string, features?: unknown) =>
    shapingClusters(text).map((cluster) => {
      const run = features ? font.layoutRun(cluster, features) : font.layoutCached(cluster);
      return { text: cluster, run };
    });
  // Widths (line wrapping) and drawing both come from the same cluster-by-cluster shaping.
  font.layout = (text, features, onlyWidth) => {
    const runs = shape(text, features).map((c) => c.run);
    return {
      glyphs: onlyWidth ? [] : runs.flatMap((r) => r.glyphs),
      positions: onlyWidth ? [] : runs.flatMap((r) => r.positions),
      advanceWidth: runs.reduce((sum, r) => sum + r.advanceWidth, 0),
    };
  };
  font.encode = (text, features) => {
    const spoken = shape(text, features).flatMap(({ text: cluster, run }) =>
      speak(
        cluster,
        run.glyphs.map((glyph, i) => ({ glyph, position: run.positions[i] ?? NO_ADVANCE })),
        silent,
      ),
    );
    return [spoken.map(codeFor), spoken.map((s) => s.position)];
  };
}

/** One cluster's glyphs, each with what it says (see `extractable`), and the silent glyphs that say the rest. */
function speak(text: string, shaped: readonly Shaped[], silent: Glyph): Spoken[] {
  const [only] = shaped;
  if (shaped.length === 1 && only && !COMBINING.test(text)) return [{ ...only, says: text }];
  const chars = [...text];
  const letters = chars.flatMap((c, i) => (COMBINING.test(c) ? [] : [i]));
  const spoken: Spoken[] = [];
  const sayRest = (from: number, to?: number) => {
    const rest = chars.slice(from, to).join('');
    if (rest) spoken.push({ glyph: silent, position: NO_ADVANCE, says: rest });
  };
  let said = 0;
  let letter = 0;
  for (const s of shaped) {
    const at = s.glyph.advanceWidth > 0 ? letters[letter] : undefined;
    if (at === undefined) {
      spoken.push({ ...s, says: String.fromCodePoint(ZWSP) });
      continue;
    }
    letter += 1;
    sayRest(said, at);
    spoken.push({ ...s, says: chars[at] ?? '' });
    said = at + 1;
  }
  sayRest(said);
  return spoken;
}
