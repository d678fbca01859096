import {
  formatIndianNumber,
  freeLookLastDay,
  GRIEVANCE_ESCALATION,
  GRIEVANCE_RESOLVE_DAYS,
  maskPan,
  indiaDate,
  SAMPLE_BROKER_NOTE,
  toDisplayDate,
  type TIntermediary,
} from '@kavach/domain';
import type { Language } from '@kavach/domain/i18n/languages';
import PDFDocument from 'pdfkit';
import type { PolicyRow } from './repository.ts';
import {
  brokerOfficersText,
  brokerRegistrationText,
  prepareFonts,
  say,
  scheduleTexts,
  type ScheduleTexts,
} from './schedule-texts.ts';

export { scheduleTexts, type ScheduleTexts } from './schedule-texts.ts';

// The built-in PDF fonts have no ₹ glyph, so amounts read "Rs. 12,345" in the schedule.
export const rs = (n: number) => `Rs. ${formatIndianNumber(Math.round(n))}`;

/** A PAN as the schedule prints it: the screens' rule, with the 'X' the built-in fonts have. */
export const maskedPan = (pan: string) => maskPan(pan, 'X');

/** An opted add-on as the schedule names it: what it pays for, from the catalogue, beside its price (issue 17). */
export function addonLine(
  library: ReadonlyMap<string, { addon_id: string; addon_type: string; addon_short_description: string }>,
  line: { addon_id?: string; addon_type: string; display_name: string },
  price: string,
  { t }: ScheduleTexts = scheduleTexts(),
): string {
  const def =
    (line.addon_id ? library.get(line.addon_id) : undefined) ??
    [...library.values()].find((d) => d.addon_type === line.addon_type);
  return def
    ? t('common.addonPriced', { name: line.display_name, price, benefit: def.addon_short_description })
    : t('common.addonPrice', { name: line.display_name, price });
}

/** What a vertical writes its part of the schedule with: its lines, and the words of the schedule's language. */
export type ScheduleWriter = {
  heading(text: string): void;
  row(label: string, value: string): void;
  text(text: string): void;
  texts: ScheduleTexts;
};

type PricedAddon = Parameters<typeof addonLine>[1] & { is_opted: string; total_premium: number };

/**
 * The add-ons (or riders) bought, each with its yearly premium and what it pays for; "None" when none was. `priceOf`
 * says more beside a price where the vertical has more to say (a term rider's own sum assured).
 */
export function writeOptedAddons(
  w: ScheduleWriter,
  heading: string,
  library: Parameters<typeof addonLine>[0],
  addons: readonly PricedAddon[],
  priceOf: (addon: PricedAddon) => string = (a) => w.texts.t('common.perYear', { amount: rs(a.total_premium) }),
): void {
  w.heading(heading);
  const opted = addons.filter((a) => a.is_opted === 'YES');
  if (opted.length === 0) w.text(w.texts.t('common.none'));
  for (const a of opted) w.text(addonLine(library, a, priceOf(a), w.texts));
}

const BRAND = '#0f766e';

/**
 * Issue 17: where a complaint goes, in the domain's order (GRIEVANCE_ESCALATION, the one text the dashboard shows
 * too) — the insurer's grievance officer first; then, unresolved after 14 days or answered unsatisfactorily, IRDAI's
 * Bima Bharosa, then the Insurance Ombudsman.
 */
export function grievanceSteps(
  insurer: string,
  policyNumber: string,
  broker: TIntermediary,
  { t, td }: ScheduleTexts = scheduleTexts(),
): string[] {
  const [officer, bimaBharosa, ombudsman] = GRIEVANCE_ESCALATION.steps.map(td);
  return [
    t('grievance.quote', { policyNumber }),
    t('grievance.officer', { insurer, step: officer }),
    t('grievance.bimaBharosa', { days: GRIEVANCE_RESOLVE_DAYS, step: bimaBharosa }),
    t('grievance.ombudsman', { step: ombudsman }),
    t('grievance.broker', { broker: broker.name }),
  ];
}

/**
 * Who a schedule is from: the insurer that issued the policy (the sandbox insurer renders its own with these
 * renderers), or Kavach's record of it, served once the insurer's copy may not be (cancelled, erased, or from before
 * insurers issued: policy-schedule-file.ts). Either prints the intermediary's registration (IRDAI, issue 46): the
 * insurer as the proposal named it, Kavach's record from the broker's settings.
 */
export type ScheduleIssuer = {
  kind: 'INSURER' | 'KAVACH_RECORD';
  intermediary: TIntermediary;
  /**
   * A revised schedule's endorsements, oldest first (docs/product/endorsements.md): each change the insurer made after
   * issue, printed where the policy's details start; what they say replaces what the schedule says below.
   */
  endorsements?: readonly ScheduleEndorsement[];
  /** A health policy ported from another insurer (issue 47): what it continues, and the waiting periods credited. */
  portedFrom?: readonly string[];
  /** The buyer's language (docs/i18n.md: the account's, else the one they confirmed in); English when not said. */
  language?: Language;
};
export type ScheduleEndorsement = { number: string; effectiveOn: string; lines: readonly string[] };

/** The insurer as its catalogue entry states it (docs/product/catalogue.md §3): who it is in law, and its numbers. */
export type InsurerOfRecord = {
  irdai_registration_number: string;
  registered_office: string;
  claims_phone: string;
  customer_care_phone: string;
};

/**
 * A vertical's Customer Information Sheet (IRDAI's CIS: the policy at a glance, read before the wording), built from
 * the plan's catalogue entry and the policy as sold. What the catalogue does not say is left out (an empty list, or
 * no waiting periods), never made up. The frame adds the product and its UIN, the claim numbers, the grievance route,
 * the free-look period and the broker.
 */
export type CustomerInformationSheet = {
  product: string;
  policyType: string;
  sumInsured: string;
  covered: readonly string[];
  exclusions: readonly string[];
  /** Health only: the waits before a kind of claim is paid. */
  waitingPeriods?: readonly string[];
  /** What the policyholder bears of a claim or where cover stops: sub-limits, co-payment, deductibles, limits. */
  costSharing: readonly string[];
};

/** The insurer's line under its name: its IRDAI registration and registered office, where its catalogue states them. */
const insurerLine = ({ t }: ScheduleTexts, insurer: string, record: InsurerOfRecord | undefined) =>
  record
    ? t('cis.insurerLine', {
        insurer,
        registration: record.irdai_registration_number,
        office: record.registered_office,
      })
    : insurer;

/**
 * Page 1 of every schedule (docs/decisions.md §4): the CIS in IRDAI's order, numbered as the insurer's own CIS is.
 * Each item reads as its heading and its lines; an item with nothing to say is left out, the numbering closing up.
 */
function writeCustomerInformationSheet(
  doc: PDFKit.PDFDocument,
  head: { policy: PolicyRow; insurer: string; record: InsurerOfRecord | undefined; broker: TIntermediary },
  cis: CustomerInformationSheet,
  foot: { freeLook: string; claims: string },
  texts: ScheduleTexts,
): void {
  const { t, td } = texts;
  say(doc.moveDown(0.6).fontSize(16).fillColor('#111'), t('cis.title'), 'bold');
  say(doc.fontSize(8.5).fillColor('#555'), t('cis.intro', { policyNumber: head.policy.policyNumber }), 'regular');
  const uin = head.policy.productUin;
  const numbers = head.record
    ? [t('cis.numbers', { claims: head.record.claims_phone, care: head.record.customer_care_phone })]
    : [];
  const items: [string, readonly string[]][] = [
    [t('cis.item.insurer'), [insurerLine(texts, head.insurer, head.record)]],
    [t('cis.item.product'), [uin ? t('cis.productUin', { product: cis.product, uin }) : cis.product]],
    [t('cis.item.type'), [cis.policyType]],
    [t('cis.item.sumInsured'), [cis.sumInsured]],
    [t('cis.item.covered'), cis.covered],
    [t('cis.item.exclusions'), cis.exclusions],
    [t('cis.item.waiting'), cis.waitingPeriods ?? []],
    [t('cis.item.costSharing'), cis.costSharing],
    [t('cis.item.claims'), [...numbers, foot.claims]],
    [t('cis.item.grievances'), grievanceSteps(head.insurer, head.policy.policyNumber, head.broker, texts)],
    [t('cis.item.freeLook'), [foot.freeLook]],
    [
      t('cis.item.broker'),
      [...(head.broker.sample ? [td(SAMPLE_BROKER_NOTE)] : []), brokerRegistrationText(texts, head.broker)],
    ],
  ];
  let n = 0;
  for (const [label, lines] of items) {
    if (lines.length === 0) continue;
    n += 1;
    say(doc.moveDown(0.35).fontSize(9.5).fillColor(BRAND), `${n}. ${label}`, 'bold');
    doc.fontSize(8.5).fillColor('#111');
    for (const line of lines) say(doc, line, 'regular');
  }
}

/**
 * A policy schedule as every vertical prints it (docs/decisions.md §4): its issuer's name at the top (the insurer's,
 * or Kavach's on its record), then the Customer Information Sheet as page 1; the schedule itself from page 2: a
 * title, the issue line, the policy's number, the insurer with its IRDAI registration and registered office, the
 * product UIN, the vertical's own sections, then the free-look period, how to claim, the grievance route (issue 17),
 * the broker's registration (issue 46), and the sample-catalogue notice where it applies. A real PDF, built with pdfkit.
 */
export function renderSchedule(
  head: {
    title: string;
    policy: PolicyRow;
    insurer: string;
    /** The insurer's catalogue entry; absent when the catalogue no longer lists it. */
    record: InsurerOfRecord | undefined;
    by: ScheduleIssuer;
    cis: CustomerInformationSheet;
  },
  body: (w: ScheduleWriter) => void,
  /** `hasFreeLook`: whether the product may be returned in a free-look period (VERTICAL_REGISTRY). */
  foot: { freeLook: string; hasFreeLook: boolean; claims: string; sampleCatalogue: boolean },
): Promise<Buffer> {
  const texts = scheduleTexts(head.by.language);
  const { t, td } = texts;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: t('document.title', { policyNumber: head.policy.policyNumber }), Author: 'Kavach' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  prepareFonts(doc, texts.language);
  const w: ScheduleWriter = {
    heading: (text) =>
      void say(doc.moveDown(0.8).fontSize(12).fillColor(BRAND), text, 'bold')
        .moveDown(0.3)
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#111'),
    row: (label, value) => {
      say(doc, `${label}: `, 'bold', { continued: true });
      say(doc, value, 'regular');
    },
    text: (text) => void say(doc, text, 'regular'),
    texts,
  };
  // The issuer's mark over a rule, on each of the two parts: the insurer's name on its schedule; Kavach's, the way
  // the site's header reads, on Kavach's record.
  const byInsurer = head.by.kind === 'INSURER';
  const broker = head.by.intermediary;
  const mark = () => {
    // Each part of the mark hangs from the top of the line in its own font, as the English one always has.
    const hanging = { baseline: 'top' } as const;
    say(doc.fontSize(22).fillColor(BRAND), byInsurer ? head.insurer : 'Kavach', 'bold', {
      ...hanging,
      continued: true,
    });
    say(
      doc.fontSize(10).fillColor('#555'),
      byInsurer ? t('document.insurerMark') : t('document.kavachMark'),
      'regular',
      hanging,
    );
    const ruleY = doc.y + 4;
    doc
      .moveTo(50, ruleY)
      .lineTo(doc.page.width - 50, ruleY)
      .lineWidth(1.5)
      .strokeColor(BRAND)
      .stroke();
  };
  // A cancelled policy stays downloadable for the buyer's records, but can never pass for cover: the notice heads
  // both pages.
  const { cancelledAt, cancelRefundPaise } = head.policy;
  const cancelled = () => {
    if (!cancelledAt) return;
    const refund = cancelRefundPaise === null ? '' : t('cancelled.refund', { amount: rs(cancelRefundPaise / 100) });
    const date = toDisplayDate(indiaDate(cancelledAt));
    const returned = foot.hasFreeLook && indiaDate(cancelledAt) <= freeLookLastDay(indiaDate(head.policy.issuedAt));
    say(
      doc.moveDown(0.6).fontSize(12).fillColor('#b91c1c'),
      returned ? t('cancelled.returned', { date, refund }) : t('cancelled.atRequest', { date, refund }),
      'bold',
    )
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#111');
  };
  const sampleNotice = () => {
    if (!foot.sampleCatalogue) return;
    say(doc.moveDown(1).fontSize(8).fillColor('#92400e'), t('document.sampleCatalogue'), 'regular');
  };
  mark();
  cancelled();
  writeCustomerInformationSheet(doc, { ...head, broker }, head.cis, foot, texts);
  sampleNotice();
  doc.addPage();
  mark();
  doc.moveDown(1);
  say(doc.fontSize(18).fillColor('#111'), head.title, 'bold');
  const issuedOn = toDisplayDate(indiaDate(head.policy.issuedAt));
  say(
    doc.fontSize(10).fillColor('#555'),
    byInsurer
      ? t('document.issuedByInsurer', {
          insurer: head.insurer,
          date: issuedOn,
          broker: broker.name,
          category: broker.category,
        })
      : t('document.issuedByKavach', { date: issuedOn }),
    'regular',
  );
  doc.fillColor('#111');
  cancelled();
  w.heading(t('policy.heading'));
  w.row(t('policy.number'), head.policy.policyNumber);
  if (cancelledAt) w.row(t('policy.status'), t('cancelled.status', { date: toDisplayDate(indiaDate(cancelledAt)) }));
  w.row(t('policy.insurer'), head.insurer);
  if (head.record) {
    w.row(t('policy.registration'), head.record.irdai_registration_number);
    w.row(t('policy.office'), head.record.registered_office);
  }
  if (head.policy.productUin) w.row(t('policy.uin'), head.policy.productUin);
  if (head.by.endorsements?.length) {
    w.heading(t('endorsements.heading'));
    w.text(t('endorsements.revised'));
    for (const e of head.by.endorsements) {
      w.row(
        t('endorsements.number', { number: e.number }),
        t('endorsements.effective', { date: toDisplayDate(e.effectiveOn) }),
      );
      for (const line of e.lines) w.text(line);
    }
  }
  if (head.by.portedFrom?.length) {
    w.heading(t('portability'));
    for (const line of head.by.portedFrom) w.text(line);
  }
  body(w);
  w.heading(t('footer.freeLook'));
  w.text(foot.freeLook);
  w.heading(t('footer.claims'));
  w.text(foot.claims);
  w.heading(t('footer.grievances'));
  for (const step of grievanceSteps(head.insurer, head.policy.policyNumber, broker, texts)) w.text(step);
  w.heading(t('footer.broker'));
  if (broker.sample) w.text(td(SAMPLE_BROKER_NOTE));
  w.text(brokerRegistrationText(texts, broker));
  w.text(brokerOfficersText(texts, broker));
  sampleNotice();
  doc.end();
  return finished;
}
