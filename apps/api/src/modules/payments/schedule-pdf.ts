import { formatIndianNumber, toDisplayDate } from '@kavach/domain';
import PDFDocument from 'pdfkit';
import type { PolicyRow } from './repository.ts';

// The built-in PDF fonts have no ₹ glyph, so amounts read "Rs. 12,345" in the schedule.
export const rs = (n: number) => `Rs. ${formatIndianNumber(Math.round(n))}`;

/** A PAN as a schedule prints it: enough to recognise, not enough to reuse. */
export const maskedPan = (pan: string) => `${pan.slice(0, 2)}XXX${pan.slice(5, 7)}XX${pan.slice(-1)}`;

export type ScheduleWriter = {
  heading(text: string): void;
  row(label: string, value: string): void;
  text(text: string): void;
};

/**
 * A policy schedule as every vertical prints it (DESIGN.md §4): a title, the issue line, the vertical's own
 * sections, then the 30-day free-look period, how to claim, and the sample-catalogue notice where it applies.
 * A real PDF, built with pdfkit.
 */
export function renderSchedule(
  head: { title: string; policy: PolicyRow },
  body: (w: ScheduleWriter) => void,
  foot: { freeLook: string; claims: string; sampleCatalogue: boolean },
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
        .fillColor('#0f766e')
        .text(text)
        .moveDown(0.3)
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#111'),
    row: (label, value) =>
      void doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value),
    text: (text) => void doc.text(text),
  };
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#111').text(head.title);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555')
    .text(`Issued through Kavach on ${toDisplayDate(head.policy.issuedAt.toISOString().slice(0, 10))}`);
  doc.fillColor('#111');
  body(w);
  w.heading('Free-look period');
  w.text(foot.freeLook);
  w.heading('Claims');
  w.text(foot.claims);
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
