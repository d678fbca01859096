import type { JourneyVertical } from '@kavach/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ZodType } from 'zod';
import { requestLanguage } from '../../i18n/request-language.ts';
import { compressBody, preferredEncoding, type ContentEncoding } from '../../plugins/external/compress.ts';
import { loadOwnedList } from './load-owned-list.ts';
import type { QuotationListRow, QuoteRepository } from './repository.ts';

/** The serialized answer, and its compressed forms, each made on first demand and kept. */
type Entry = { sessionId: string; vertical: string; json: string; encoded: Partial<Record<ContentEncoding, Buffer>> };

/**
 * A COMPLETED quotation list never changes (issue 14), and an open quote page polls it every 1.5 s: its answer is
 * kept in memory, bounded and already serialized, and served to its owner without reading the list or its quotes
 * again. The database stays the authority: only the session that owned the list when it was cached is answered
 * from here; anyone else — a stranger, or the owner after sign-in moved the list to a new session id — goes
 * through `loadOwnedList`, as on a miss. Entries expire, so a list purged or erased does not outlive its rows
 * for long; every process keeps its own copy of data that cannot differ between them.
 */
export function createCompletedListCache(max = 5_000, ttlMs = 5 * 60_000) {
  const cache = new LRUCache<string, Entry>({ max, ttl: ttlMs });
  return async function readList<T extends { quotation_status: { polling_status: string } }>(
    target: { req: FastifyRequest; reply: FastifyReply; schema: ZodType<T> },
    repo: QuoteRepository,
    listId: string,
    vertical: JourneyVertical,
    answer: (list: QuotationListRow) => Promise<T>,
  ): Promise<T | FastifyReply> {
    const { req, reply, schema } = target;
    // The answer's catalogue texts are in the request's language: one entry per list and language.
    const key = `${listId} ${requestLanguage(req)}`;
    const session = await req.currentSession();
    const hit = session ? cache.get(key) : undefined;
    // A JSON string is sent as it is: the response schema already shaped it when it was cached. Compressed once,
    // not on every poll, for a client that accepts it.
    if (hit && hit.sessionId === session?.id && hit.vertical === vertical) {
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding, accept-language');
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (!encoding) return reply.send(hit.json);
      hit.encoded[encoding] ??= compressBody(hit.json, encoding);
      return reply.header('content-encoding', encoding).send(hit.encoded[encoding]);
    }
    const list = await loadOwnedList(req, repo, listId, vertical);
    const body = await answer(list);
    if (body.quotation_status.polling_status === 'COMPLETED' && list.sessionId)
      cache.set(key, { sessionId: list.sessionId, vertical, json: JSON.stringify(schema.parse(body)), encoded: {} });
    return body;
  };
}
