import { toDisplayDate, type TBrokerRegistration } from '@kavach/domain';
import { DEFAULT_LANGUAGE, type Language } from '@kavach/domain/i18n/languages';
import type { TFunction } from 'i18next';
import { domainTextIn, textsIn } from '../../i18n/i18n.ts';
import { DEVANAGARI_FONT, registerDevanagari, scriptRuns, type Weight } from './devanagari-pdf.ts';

/**
 * The words of one schedule, in its buyer's language (docs/i18n.md): `t` for the schedule's own texts
 * (apps/api/src/i18n/locales/<language>/schedule.json), `td` for a text the domain package wrote (a label, a rule's
 * sentence), from the domain's catalogue, English where it has none.
 */
export type ScheduleTexts = { language: Language; t: TFunction; td: (english: string) => string };

export function scheduleTexts(language: Language = DEFAULT_LANGUAGE): ScheduleTexts {
  return { language, t: textsIn(language, 'schedule'), td: domainTextIn(language) };
}

/** The broker's registration in one line, as the footer and the schedule print it (the domain's brokerRegistrationLine). */
export const brokerRegistrationText = ({ t }: ScheduleTexts, b: TBrokerRegistration) =>
  t('broker.registration', {
    name: b.name,
    category: b.category,
    registration: b.irdai_registration,
    validUntil: toDisplayDate(b.valid_until),
    cin: b.cin,
  });

/** Who answers for the broker, in one line (the domain's brokerOfficersLine). */
export const brokerOfficersText = ({ t }: ScheduleTexts, b: TBrokerRegistration) =>
  t('broker.officers', {
    principal: b.principal_officer,
    name: b.grievance_officer.name,
    email: b.grievance_officer.email,
    phone: b.grievance_officer.phone,
  });

const LATIN_FONT: Record<Weight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** The documents that carry the Devanagari fonts, with their ascender (per 1000 of the font size). */
const devanagariDocs = new WeakMap<PDFKit.PDFDocument, number>();

/**
 * Writes text in the schedule's fonts: the built-in Latin ones as ever (names, numbers, amounts, and every English
 * schedule), and Noto Sans Devanagari for Hindi, each run of the text in its own script's font, on one flow of lines.
 * Hindi schedules register the Devanagari fonts first (`prepareFonts`); there every run sits on the Devanagari
 * baseline, so a Latin name in a Hindi line stands on the same line as the words around it, unless `options` says
 * otherwise.
 */
export function say(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: Weight,
  options: PDFKit.Mixins.TextOptions = {},
): PDFKit.PDFDocument {
  const ascender = devanagariDocs.get(doc);
  if (ascender === undefined) return doc.font(LATIN_FONT[weight]).text(text, options);
  const size = (doc as unknown as { _fontSize: number })._fontSize;
  const runs = scriptRuns(text);
  runs.forEach((run, i) => {
    const continued = i < runs.length - 1 || options.continued === true;
    doc
      .font(run.devanagari ? DEVANAGARI_FONT[weight] : LATIN_FONT[weight])
      .text(run.text, { ...options, continued, baseline: options.baseline ?? (-ascender / 1000) * size });
  });
  return doc;
}

/** A schedule in a language of another script embeds its fonts; an English one stays on the built-in fonts. */
export function prepareFonts(doc: PDFKit.PDFDocument, language: Language): void {
  if (language === DEFAULT_LANGUAGE) return;
  devanagariDocs.set(doc, registerDevanagari(doc));
  doc.font(LATIN_FONT.regular);
}
