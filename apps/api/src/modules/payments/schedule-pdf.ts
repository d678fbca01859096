import {
  brokerOfficersLine,
  brokerRegistrationLine,
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
import PDFDocument from 'pdfkit';
import type { PolicyRow } from './repository.ts';

// The built-in PDF fonts have no ₹ glyph, so amounts read "Rs. 12,345" in the schedule.
export const rs = (n: number) => `Rs. ${formatIndianNumber(Math.round(n))}`;

/** A PAN as the schedule prints it: the screens' rule, with the 'X' the built-in fonts have. */
export const maskedPan = (pan: string) => maskPan(pan, 'X');

/** An opted add-on as the schedule names it: what it pays for, from the catalogue, beside its price (issue 17). */
export function addonLine(
  library: ReadonlyMap<string, { addon_id: string; addon_type: string; addon_short_description: string }>,
  line: { addon_id?: string; addon_type: string; display_name: string },
  price: string,
): string {
  const def =
    (line.addon_id ? library.get(line.addon_id) : undefined) ??
    [...library.values()].find((d) => d.addon_type === line.addon_type);
  return def ? `${line.display_name} (${price}): ${def.addon_short_description}` : `${line.display_name}: ${price}`;
}

export type ScheduleWriter = {
  heading(text: string): void;
  row(label: string, value: string): void;
  text(text: string): void;
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
  priceOf: (addon: PricedAddon) => string = (a) => `${rs(a.total_premium)} a year`,
): void {
  w.heading(heading);
  const opted = addons.filter((a) => a.is_opted === 'YES');
  if (opted.length === 0) w.text('None');
  for (const a of opted) w.text(addonLine(library, a, priceOf(a)));
}

const BRAND = '#0f766e';

/**
 * Issue 17: where a complaint goes, in the domain's order (GRIEVANCE_ESCALATION, the one text the dashboard shows
 * too) — the insurer's grievance officer first; then, unresolved after 14 days or answered unsatisfactorily, IRDAI's
 * Bima Bharosa, then the Insurance Ombudsman.
 */
export function grievanceSteps(insurer: string, policyNumber: string, broker: TIntermediary): string[] {
  const [officer, bimaBharosa, ombudsman] = GRIEVANCE_ESCALATION.steps;
  return [
    `Quote policy number ${policyNumber} in every complaint about this policy.`,
    `1. ${insurer}: ${officer}`,
    `2. Not resolved within ${GRIEVANCE_RESOLVE_DAYS} days, or not satisfied with the reply? ${bimaBharosa}`,
    `3. ${ombudsman}`,
    `${broker.name}, the broker you bought through, helps with any of these steps.`,
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
const insurerLine = (insurer: string, record: InsurerOfRecord | undefined) =>
  record
    ? `${insurer}, IRDAI registration no. ${record.irdai_registration_number}. Registered office: ${record.registered_office}`
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
): void {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(16).fillColor('#111').text('Customer Information Sheet');
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#555')
    .text(
      `Policy ${head.policy.policyNumber}. The policy at a glance: the policy wording is the contract, and where the two differ the wording prevails. The schedule follows on the next page.`,
    );
  const uin = head.policy.productUin;
  const numbers = head.record
    ? [`Claims: ${head.record.claims_phone}. Customer care: ${head.record.customer_care_phone}.`]
    : [];
  const items: [string, readonly string[]][] = [
    ['Insurer', [insurerLine(head.insurer, head.record)]],
    ['Product and UIN', [uin ? `${cis.product} (UIN ${uin})` : cis.product]],
    ['Type of policy', [cis.policyType]],
    ['Sum insured', [cis.sumInsured]],
    ['What is covered', cis.covered],
    ['What is not covered (exclusions)', cis.exclusions],
    ['Waiting periods', cis.waitingPeriods ?? []],
    ['What you bear of a claim, and limits', cis.costSharing],
    ['How to claim', [...numbers, foot.claims]],
    ['Grievances', grievanceSteps(head.insurer, head.policy.policyNumber, head.broker)],
    ['Free-look period', [foot.freeLook]],
    ['Insurance broker', [...(head.broker.sample ? [SAMPLE_BROKER_NOTE] : []), brokerRegistrationLine(head.broker)]],
  ];
  let n = 0;
  for (const [label, lines] of items) {
    if (lines.length === 0) continue;
    n += 1;
    doc.moveDown(0.35).font('Helvetica-Bold').fontSize(9.5).fillColor(BRAND).text(`${n}. ${label}`);
    doc.font('Helvetica').fontSize(8.5).fillColor('#111');
    for (const line of lines) doc.text(line);
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
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Policy schedule ${head.policy.policyNumber}`, Author: 'Kavach' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w: ScheduleWriter = {
    heading: (text) =>
      void doc
        .moveDown(0.8)
        .font('Helvetica-Bold')
        .fontSize(12)
        .fillColor(BRAND)
        .text(text)
        .moveDown(0.3)
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#111'),
    row: (label, value) =>
      void doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value),
    text: (text) => void doc.text(text),
  };
  // The issuer's mark over a rule, on each of the two parts: the insurer's name on its schedule; Kavach's, the way
  // the site's header reads, on Kavach's record.
  const byInsurer = head.by.kind === 'INSURER';
  const broker = head.by.intermediary;
  const mark = () => {
    doc
      .font('Helvetica-Bold')
      .fontSize(22)
      .fillColor(BRAND)
      .text(byInsurer ? head.insurer : 'Kavach', { continued: true });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555')
      .text(byInsurer ? '   Policy schedule' : '   Insurance made Simple, for You');
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
    const refund = cancelRefundPaise === null ? '' : ` and ${rs(cancelRefundPaise / 100)} of the premium was refunded`;
    const how =
      foot.hasFreeLook && indiaDate(cancelledAt) <= freeLookLastDay(indiaDate(head.policy.issuedAt))
        ? 'returned in its free-look period'
        : "cancelled at its holder's request";
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#b91c1c')
      .text(
        `CANCELLED on ${toDisplayDate(indiaDate(cancelledAt))}: this policy was ${how}${refund}. It gives no cover.`,
      )
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#111');
  };
  const sampleNotice = () => {
    if (!foot.sampleCatalogue) return;
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor('#92400e')
      .text(
        "This installation uses a sample catalogue: plans and premiums are illustrative, and this schedule is not an insurer's contract.",
      );
  };
  mark();
  cancelled();
  writeCustomerInformationSheet(doc, { ...head, broker }, head.cis, foot);
  sampleNotice();
  doc.addPage();
  mark();
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#111').text(head.title);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555')
    .text(
      byInsurer
        ? `Issued by ${head.insurer} on ${toDisplayDate(indiaDate(head.policy.issuedAt))}, through ${broker.name}, ${broker.category}`
        : `Issued through Kavach on ${toDisplayDate(indiaDate(head.policy.issuedAt))}. Kavach's record of this policy: the insurer's schedule is the contract.`,
    );
  doc.fillColor('#111');
  cancelled();
  w.heading('Policy');
  w.row('Policy number', head.policy.policyNumber);
  if (cancelledAt) w.row('Status', `Cancelled on ${toDisplayDate(indiaDate(cancelledAt))}`);
  w.row('Insurer', head.insurer);
  if (head.record) {
    w.row('IRDAI registration no.', head.record.irdai_registration_number);
    w.row('Registered office', head.record.registered_office);
  }
  if (head.policy.productUin) w.row('Product UIN', head.policy.productUin);
  if (head.by.endorsements?.length) {
    w.heading('Endorsements');
    w.text('This is a revised schedule. These changes replace what the schedule says below:');
    for (const e of head.by.endorsements) {
      w.row(`Endorsement no. ${e.number}`, `effective ${toDisplayDate(e.effectiveOn)}`);
      for (const line of e.lines) w.text(line);
    }
  }
  if (head.by.portedFrom?.length) {
    w.heading('Portability');
    for (const line of head.by.portedFrom) w.text(line);
  }
  body(w);
  w.heading('Free-look period');
  w.text(foot.freeLook);
  w.heading('Claims');
  w.text(foot.claims);
  w.heading('Grievances');
  for (const step of grievanceSteps(head.insurer, head.policy.policyNumber, broker)) w.text(step);
  w.heading('Insurance broker');
  if (broker.sample) w.text(SAMPLE_BROKER_NOTE);
  w.text(brokerRegistrationLine(broker));
  w.text(brokerOfficersLine(broker));
  sampleNotice();
  doc.end();
  return finished;
}
