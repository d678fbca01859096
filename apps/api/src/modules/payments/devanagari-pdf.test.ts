import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { scriptRuns } from './devanagari-pdf.ts';
import { prepareFonts, say } from './schedule-texts.ts';

/** A PDF of these lines, written as the schedule writes them, and its text read back as a reader extracts it. */
async function writtenAndReadBack(lines: readonly string[]): Promise<string> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  prepareFonts(doc, 'hi');
  for (const line of lines) say(doc.fontSize(11), line, 'regular');
  say(doc, lines.join(' '), 'bold');
  doc.end();
  const pdf = await done;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('Hindi in the schedule’s PDF (issue 49)', () => {
  it('reads back exactly as written: conjuncts, half forms, reph and the i-matra drawn before its consonant', async () => {
    // क्ष त्र ज्ञ श्र द्ध स्व, the i-matra (ि) of कि and लि, reph (र्) and the nukta (फ़): what a reader copies out of
    // the schedule must be the words, not glyphs in drawing order or with spaces where a conjunct ends.
    const lines = [
      // ो first: fontkit keeps one glyph object per outline, so the ा it is drawn with must not say ो after.
      'मोटर बीमा का दावा, कोई लोडिंग नहीं।',
      'क्षतिपूर्ति बीमा में अस्पताल के ख़र्च, बीमा राशि तक, चुकाए जाते हैं।',
      'त्रुटि होने पर ज्ञापन के साथ श्रद्धा से शुद्ध विवरण दें।',
      'स्वास्थ्य बीमा की फ़्री-लुक अवधि में आप पॉलिसी लौटा सकते हैं।',
    ];
    const text = await writtenAndReadBack(lines);
    for (const line of lines) expect(text).toContain(line);
  });

  it('keeps names, numbers and amounts in the Latin fonts beside the Hindi', async () => {
    expect(scriptRuns('नाम: Rahul Kulkarni, 12 वर्ष')).toEqual([
      { text: 'नाम', devanagari: true },
      { text: ': Rahul Kulkarni, 12 ', devanagari: false },
      { text: 'वर्ष', devanagari: true },
    ]);
    expect(scriptRuns('Policy number')).toEqual([{ text: 'Policy number', devanagari: false }]);
    const line = 'पॉलिसी संख्या: KVH-2026-0001, प्रीमियम Rs. 12,345 प्रति वर्ष';
    expect(await writtenAndReadBack([line])).toContain(line);
  });
});
