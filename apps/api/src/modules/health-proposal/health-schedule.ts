import { RELATION_LABELS, formatIndianNumber, lakhCroreLabel, toDisplayDate, type TInsuredMember, type TNominee, type TProposerDetails } from '@kavach/domain';
import type { HealthCatalogue } from '@kavach/rating';
import PDFDocument from 'pdfkit';
import type { JourneyRow } from '../journeys/repository.ts';
import type { PolicyRow } from './repository.ts';

// The built-in PDF fonts have no ₹ glyph, so amounts read "Rs. 12,345" in the schedule.
const rs = (n: number) => `Rs. ${formatIndianNumber(Math.round(n))}`;

/**
 * The policy schedule (DESIGN.md §4): insurer, plan, number, period, insured members, cover, add-ons, premium
 * with its tax line, nominee, the 30-day free-look period and where to claim. A real PDF, built with pdfkit.
 */
export function renderPolicyPdf(catalogue: HealthCatalogue, journey: JourneyRow, policy: PolicyRow, opts: { sampleCatalogue: boolean }): Promise<Buffer> {
  const plan = catalogue.plansById.get(journey.planId);
  const insurer = plan ? catalogue.insurers.get(plan.insurer_id) : undefined;
  const proposer = journey.proposer as TProposerDetails | null;
  const members = (journey.insuredMembers as TInsuredMember[] | null) ?? [];
  const nominee = journey.nominee as TNominee | null;
  const p = journey.premium;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Policy schedule ${policy.policyNumber}`, Author: 'Kavach' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#0f766e').text(text).moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#111');
  const row = (label: string, value: string) => doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#111').text('Health Insurance Policy Schedule');
  doc.font('Helvetica').fontSize(10).fillColor('#555').text(`Issued through Kavach on ${toDisplayDate(policy.issuedAt.toISOString().slice(0, 10))}`);
  doc.fillColor('#111');
  heading('Policy');
  row('Policy number', policy.policyNumber);
  row('Insurer', insurer?.insurer_name ?? journey.insurerId);
  row('Plan', plan?.plan_name ?? journey.planId);
  row('Policy period', `${toDisplayDate(policy.startDate)} to ${toDisplayDate(policy.endDate)} (${p.policy_years} year${p.policy_years > 1 ? 's' : ''})`);
  row('Sum insured', `${rs(p.sum_insured)} (${lakhCroreLabel(p.sum_insured)})`);
  row('Cover type', journey.quoteRequest.member_coverage_plan_type === 'INDIVIDUAL' || members.length <= 1 ? 'Individual' : 'Family floater');

  heading('Proposer');
  if (proposer) {
    row('Name', proposer.full_name);
    row('Date of birth', toDisplayDate(proposer.dob));
    row('PAN', `${proposer.pan_number.slice(0, 2)}XXX${proposer.pan_number.slice(5, 7)}XX${proposer.pan_number.slice(-1)}`);
  }
  heading('Insured members');
  for (const m of members) doc.text(`${m.full_name} - ${RELATION_LABELS[m.relation] ?? m.relation}, born ${toDisplayDate(m.dob)}, ${m.gender === 'FEMALE' ? 'Female' : 'Male'}`);

  heading('Add-ons');
  const opted = p.addons.filter((a) => a.is_opted === 'YES');
  if (opted.length === 0) doc.text('None');
  for (const a of opted) doc.text(`${a.display_name}: ${rs(a.total_premium)} a year`);

  heading('Premium paid');
  row('Base premium', `${rs(p.base_premium)} a year`);
  row('Add-ons', `${rs(p.total_addon_premium)} a year`);
  if (p.discount_amount > 0) row('Multi-year discount', `- ${rs(p.discount_amount)}`);
  row('GST', `${rs(p.tax)} (individual health insurance is exempt from GST since 22/09/2025)`);
  row('Total premium paid', rs(p.total_premium));

  heading('Nominee');
  if (nominee) {
    row('Name', nominee.full_name);
    row('Relation', nominee.nominee_relation);
    if (nominee.appointee_full_name) row('Appointee (nominee is a minor)', nominee.appointee_full_name);
  }

  heading('Free-look period');
  doc.text('You have 30 days from the date you receive this policy to review it. If you are not satisfied you may cancel it and receive a refund of the premium, less the cover already provided and any medical check-up costs.');
  heading('Claims');
  doc.text(`Call ${insurer?.claims_phone ?? 'the insurer'} (toll-free) quoting policy number ${policy.policyNumber}. For planned hospitalisation, inform the insurer at least 48 hours in advance; in an emergency, within 24 hours of admission.`);
  if (opts.sampleCatalogue) {
    doc.moveDown(1).fontSize(8).fillColor('#92400e').text('This installation uses a sample catalogue: plans and premiums are illustrative, and this schedule is not an insurer\'s contract.');
  }
  doc.end();
  return finished;
}
