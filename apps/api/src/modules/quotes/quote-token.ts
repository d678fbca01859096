import { createHmac, createSecretKey, randomUUID, timingSafeEqual } from 'node:crypto';
import type { JourneyVertical } from '@kavach/domain';

/** How long a single quote can be acted on: long enough to read a plan page, short enough that rates stay current. */
export const QUOTE_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * What a single quote promises (issue 14): re-pricing one plan is pure computation, so nothing is stored until
 * the buyer acts on it. The token carries the request it was priced from (the buyer's own answers), the plan,
 * the ids the quote will have once stored, the session it was given to and when it expires. It is signed, not
 * encrypted: only its own session ever receives it. Acting on it re-prices on the server; no price is trusted
 * from the token.
 */
export type QuoteClaims = {
  vertical: JourneyVertical;
  sessionId: string;
  quoteId: string;
  quotationListId: string;
  planId: string;
  insurerId: string;
  request: Record<string, unknown>;
  /** Unix seconds. */
  expiresAt: number;
};

export type QuoteTokens = {
  sign(claims: Omit<QuoteClaims, 'expiresAt'>, now?: number): string;
  /** The claims of an untampered, unexpired token; null for anything else. */
  verify(token: string, now?: number): QuoteClaims | null;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function createQuoteTokens(appSecret: string): QuoteTokens {
  // A key object, made once: given raw bytes, every HMAC would import the key again (a third of its time).
  const key = createSecretKey(createHmac('sha256', appSecret).update('quote-token').digest());
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(claims, now = nowSeconds()) {
      const payload = Buffer.from(JSON.stringify({ ...claims, expiresAt: now + QUOTE_TOKEN_TTL_SECONDS })).toString(
        'base64url',
      );
      return `${payload}.${mac(payload)}`;
    },
    verify(token, now = nowSeconds()) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as QuoteClaims;
      return claims.expiresAt > now ? claims : null;
    },
  };
}

/** A quote priced now and stored only if acted on: the ids it will have then, and the token that promises them. */
export function signSingleQuote(
  tokens: QuoteTokens,
  claims: Omit<QuoteClaims, 'expiresAt' | 'quoteId' | 'quotationListId'>,
) {
  const ids = { quoteId: randomUUID(), quotationListId: randomUUID() };
  return { ...ids, quote_token: tokens.sign({ ...claims, ...ids }) };
}

/**
 * A single quote of one plan, priced now: its token, and the row it would be stored as, for the answer to be
 * built from exactly as a stored quote is (health and term).
 */
export function signPricedQuote<D>(
  tokens: QuoteTokens,
  claims: Pick<QuoteClaims, 'vertical' | 'sessionId' | 'request'>,
  priced: { planId: string; insurerId: string; priority: number; detail: D },
) {
  const { quote_token, ...ids } = signSingleQuote(tokens, {
    ...claims,
    planId: priced.planId,
    insurerId: priced.insurerId,
  });
  const row = {
    id: ids.quoteId,
    quotationListId: ids.quotationListId,
    planId: priced.planId,
    insurerId: priced.insurerId,
    status: 'SUCCESS',
    priority: priced.priority,
    detail: priced.detail,
    createdAt: new Date(),
  };
  return { quote_token, row };
}
