import type { JourneyVertical } from '@kavach/domain';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import type { QuotationListRow, QuoteRepository } from './repository.ts';

/**
 * Like a journey (docs/decisions.md §2), a quotation list and its quotes belong to the session that asked for them
 * (the request holds the buyer's members, ages and conditions). Anyone else, with or without a session, is
 * told the list does not exist (404), never that it is someone else's.
 */
export async function loadOwnedList(
  req: FastifyRequest,
  repo: QuoteRepository,
  listId: string,
  vertical: JourneyVertical,
): Promise<QuotationListRow> {
  const session = await req.currentSession();
  const list = session ? await repo.findList(listId) : undefined;
  if (!list || !session || list.sessionId !== session.id || list.vertical !== vertical)
    throw notFound('Quotation list');
  return list;
}
