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

/** The add-ons (or riders) bought, each with its yearly premium and what it pays for; "None" when none was. */
export function writeOptedAddons(
  w: ScheduleWriter,
  heading: string,
  library: Parameters<typeof addonLine>[0],
  addons: readonly (Parameters<typeof addonLine>[1] & { is_opted: string; total_premium: number })[],
): void {
  w.heading(heading);
  const opted = addons.filter((a) => a.is_opted === 'YES');
  if (opted.length === 0) w.text('None');
  for (const a of opted) w.text(addonLine(library, a, `${rs(a.total_premium)} a year`));
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
export type ScheduleIssuer = { kind: 'INSURER' | 'KAVACH_RECORD'; intermediary: TIntermediary };

/**
 * A policy schedule as every vertical prints it (docs/decisions.md §4): its issuer's name at the top (the insurer's,
 * or Kavach's on its record), a title, the issue line, the policy's number, insurer and product UIN, the vertical's own sections, then the free-look period, how to claim, the
 * grievance route (issue 17), the broker's registration (issue 46), and the sample-catalogue notice where it applies. A real PDF, built with pdfkit.
 */
export function renderSchedule(
  head: { title: string; policy: PolicyRow; insurer: string; by: ScheduleIssuer },
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
  // The issuer's mark over a rule: the insurer's name on its schedule; Kavach's, the way the site's header reads, on
  // Kavach's record.
  const byInsurer = head.by.kind === 'INSURER';
  const broker = head.by.intermediary;
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
  // A cancelled policy stays downloadable for the buyer's records, but can never pass for cover.
  const { cancelledAt, cancelRefundPaise } = head.policy;
  if (cancelledAt) {
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
  }
  w.heading('Policy');
  w.row('Policy number', head.policy.policyNumber);
  if (cancelledAt) w.row('Status', `Cancelled on ${toDisplayDate(indiaDate(cancelledAt))}`);
  w.row('Insurer', head.insurer);
  if (head.policy.productUin) w.row('Product UIN', head.policy.productUin);
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
  if (foot.sampleCatalogue) {
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor('#92400e')
      .text(
        "This installation uses a sample catalogue: plans and premiums are illustrative, and this schedule is not an insurer's contract.",
      );
  }
  doc.end();
  return finished;
}
