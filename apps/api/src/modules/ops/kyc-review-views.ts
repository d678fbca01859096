import {
  DOC_TYPES,
  DOCUMENT_SLOTS,
  KYC_DOCUMENT_TYPES,
  type DocType,
  type TContactDetails,
  type TOpsKycItemResponse,
} from '@kavach/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { consolePage, pageOf } from '../../db/rows.ts';
import { journeys, paymentAttempts, policies } from '../../db/schema.ts';
import { isJourneyOf, journeyOf, type Journey } from '../journeys/journey.ts';
import { kycPersonOf, planNames, type Verticals } from '../journeys/vertical.ts';
import type { UploadRepository } from '../kyc/repository.ts';

const slotLabel = (docType: string) =>
  KYC_DOCUMENT_TYPES.flatMap((d) => DOCUMENT_SLOTS[d]).find((s) => s.doc_type === docType)?.label ?? docType;

/** Journeys whose money was captured and waits for the KYC decision (no policy yet). */
async function heldJourneys(db: Database, journeyIds: string[]): Promise<Set<string>> {
  if (journeyIds.length === 0) return new Set();
  const rows = await db
    .select({ journeyId: paymentAttempts.journeyId })
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.journeyId, journeyIds),
        eq(paymentAttempts.status, 'SUCCESS'),
        sql`not exists (select 1 from ${policies} where ${policies.journeyId} = ${paymentAttempts.journeyId})`,
      ),
    );
  return new Set(rows.map((r) => r.journeyId));
}

/**
 * A journey staff may still decide on: sent for review and without a policy. Once a policy is issued the review is
 * closed (decide-kyc.ts refuses it), so neither the queue nor its count shows one.
 */
export const waitingForReview = and(
  eq(journeys.kycReviewStatus, 'UNDER_REVIEW'),
  sql`not exists (select 1 from ${policies} where ${policies.journeyId} = ${journeys.id})`,
);

/** GET /v1/ops/kyc-reviews?page=: document KYCs waiting for staff, oldest first (the queue is worked in order). */
export async function listKycQueue(db: Database, verticals: Verticals, page: number) {
  const rows = await consolePage(page, db.$count(journeys, waitingForReview), (limit, offset) =>
    db
      .select()
      .from(journeys)
      .where(waitingForReview)
      .orderBy(asc(journeys.kycSubmittedAt), asc(journeys.id))
      .limit(limit)
      .offset(offset)
      .then((found) => found.map(journeyOf)),
  );
  const held = await heldJourneys(
    db,
    rows.items.map((j) => j.id),
  );
  return pageOf(rows, (j) => ({
    journey_id: j.id,
    vertical: j.vertical,
    ...planNames(verticals, j),
    proposer_name: kycPersonOf(verticals, j)?.full_name ?? null,
    submitted_at: (j.kycSubmittedAt ?? j.updatedAt).toISOString(),
    payment_held: held.has(j.id),
  }));
}

/**
 * The documents a review is about: the newest processed upload of each document type. The review page lists these,
 * and a decision is taken on exactly these (decide-kyc.ts). They come in the order of DOC_TYPES (a document's front
 * before its back), not the order the buyer uploaded them, so staff read each side where they expect it.
 */
export async function reviewedDocuments(uploads: UploadRepository, journeyId: string) {
  const latest = new Map<string, Awaited<ReturnType<UploadRepository['processedFor']>>[number]>();
  for (const u of await uploads.processedFor(journeyId)) if (!latest.has(u.docType)) latest.set(u.docType, u);
  const rank = (docType: string) => DOC_TYPES.indexOf(docType as DocType);
  return [...latest.values()].sort((a, b) => rank(a.docType) - rank(b.docType));
}

/**
 * GET /v1/ops/kyc-reviews/:journey_id: the proposer's details beside the documents staff decide on. No Aadhaar
 * number is ever stored (SECURITY.md): the Aadhaar images are the masked copies the buyer was asked for.
 */
export async function kycReviewItem(
  db: Database,
  deps: { verticals: Verticals; uploads: UploadRepository },
  journey: Journey,
): Promise<TOpsKycItemResponse> {
  const status = journey.kycReviewStatus;
  if (!status) throw notFound('KYC review');
  const person = kycPersonOf(deps.verticals, journey);
  // Motor's owner is its proposer and carries the postal contact; health and term keep a contact step of their own.
  const contact: Partial<TContactDetails> | null | undefined = isJourneyOf(journey, 'MOTOR')
    ? journey.proposal.proposer
    : journey.proposal.contact;
  const documents = await reviewedDocuments(deps.uploads, journey.id);
  const address = contact
    ? [contact.address_1, contact.address_2, contact.area, contact.city, contact.state, contact.pincode]
        .filter(Boolean)
        .join(', ')
    : null;
  return {
    journey_id: journey.id,
    vertical: journey.vertical,
    ...planNames(deps.verticals, journey),
    status,
    reason_code: journey.kycReviewReason,
    submitted_at: journey.kycSubmittedAt?.toISOString() ?? null,
    reviewed_at: journey.kycReviewedAt?.toISOString() ?? null,
    proposer: {
      full_name: person?.full_name ?? null,
      dob: person?.dob ?? null,
      gender: person?.gender ?? null,
      pan_number: person?.pan_number ?? null,
      mobile: contact?.mobile ?? person?.mobile ?? null,
      email: contact?.email ?? null,
      address: address || null,
    },
    documents: documents.map((u) => ({
      upload_id: u.id,
      doc_type: u.docType as TOpsKycItemResponse['documents'][number]['doc_type'],
      label: slotLabel(u.docType),
      mime_type: u.mimeType,
    })),
    payment_held: (await heldJourneys(db, [journey.id])).has(journey.id),
  };
}
