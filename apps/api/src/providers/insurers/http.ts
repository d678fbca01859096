import type { z } from 'zod';
import { header, hmacHex, isFresh, signatureMatches } from '../payments/payment-provider.ts';
import {
  InsurerRefused,
  InsurerUnavailable,
  ZClaimAnswer,
  ZClaimCallback,
  ZEndorsementAnswer,
  ZInsurerAnswer,
  ZInsurerCallback,
  ZRenewalTerms,
  type PolicyConnector,
  type TInsurerAnswer,
} from './policy-connector.ts';

export type HttpInsurerOptions = {
  insurerId: string;
  kind: PolicyConnector['kind'];
  /** The insurer's API root; a function where it is known only once the server listens (the sandbox in-process). */
  baseUrl: string | (() => string | null);
  apiKey: string;
  /** What the insurer signs its callbacks with. */
  callbackSecret: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
};

/** The insurer's signature over a callback's raw body (HMAC-SHA256, hex), in `x-insurer-signature`. */
export const signInsurerCallback = (secret: string, rawBody: string) => hmacHex(secret, `callback|${rawBody}`);

/**
 * The policy connector over HTTP (docs/insurers.md): JSON both ways, the API key as a bearer token, each call within
 * a time limit. Whatever is not a well-formed answer — a time-out, a refused connection, a 5xx, a body that is not the
 * protocol — is InsurerUnavailable: the caller keeps the case waiting and tries again later, never guesses.
 */
export function createHttpPolicyConnector(opts: HttpInsurerOptions): PolicyConnector {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const call = (method: 'GET' | 'POST', path: string, body?: unknown): Promise<TInsurerAnswer> =>
    callFor(ZInsurerAnswer, method, path, body);
  const callFor = async <T>(schema: z.ZodType<T>, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const base = typeof opts.baseUrl === 'function' ? opts.baseUrl() : opts.baseUrl;
    if (!base) throw new InsurerUnavailable(`${opts.insurerId}: not reachable yet`);
    let res: Response;
    let text: string;
    try {
      res = await fetchImpl(`${base.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      throw new InsurerUnavailable(`${opts.insurerId}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (res.status === 409) throw new InsurerRefused(opts.insurerId, refusalWords(text));
    if (!res.ok) throw new InsurerUnavailable(`${opts.insurerId}: answered ${res.status}`);
    const parsed = schema.safeParse(parseJson(text));
    if (!parsed.success) throw new InsurerUnavailable(`${opts.insurerId}: answered a body that is not the protocol`);
    return parsed.data;
  };
  const verified = (rawBody: string, headers: Record<string, string | string[] | undefined>) =>
    signatureMatches(signInsurerCallback(opts.callbackSecret, rawBody), header(headers, 'x-insurer-signature'));
  const proposal = (id: string) => `/proposals/${encodeURIComponent(id)}`;
  const claim = (id: string) => `/claims/${encodeURIComponent(id)}`;
  return {
    insurerId: opts.insurerId,
    kind: opts.kind,
    submitProposal: (submission) => call('POST', '/proposals', submission),
    fetchProposal: (id) => call('GET', proposal(id)),
    bookMedicalTest: (id, slot) => call('POST', `${proposal(id)}/medical-test`, { slot }),
    answerCounterOffer: (id, accept) =>
      call('POST', `${proposal(id)}/counter-offer`, { answer: accept ? 'ACCEPT' : 'DECLINE' }),
    withdrawProposal: (id, reason) => call('POST', `${proposal(id)}/withdraw`, { reason }),
    cancelPolicy: (id, reason) => call('POST', `${proposal(id)}/cancel`, { reason }),
    quoteRenewal: (id, request) => callFor(ZRenewalTerms, 'POST', `${proposal(id)}/renewal-quote`, request),
    requestEndorsement: (id, request) => callFor(ZEndorsementAnswer, 'POST', `${proposal(id)}/endorsements`, request),
    verifyCallback(rawBody, headers) {
      if (!verified(rawBody, headers)) return null;
      const parsed = ZInsurerCallback.safeParse(parseJson(rawBody));
      // Replay-safe as the payment webhook is: a signed callback older than 15 minutes is refused; a repeat within them
      // is applied by version, so it changes nothing (modules/insurers/apply-insurer-answer.ts).
      if (!parsed.success || !isFresh(parsed.data.sent_at)) return null;
      if (parsed.data.answer.proposal_id.length === 0) return null;
      return { eventId: parsed.data.event_id, answer: parsed.data.answer };
    },
    intimateClaim: (intimation) => callFor(ZClaimAnswer, 'POST', '/claims', intimation),
    fetchClaim: (id) => callFor(ZClaimAnswer, 'GET', claim(id)),
    sendClaimDocuments: (id, files) => callFor(ZClaimAnswer, 'POST', `${claim(id)}/documents`, { files }),
    verifyClaimCallback(rawBody, headers) {
      if (!verified(rawBody, headers)) return null;
      const parsed = ZClaimCallback.safeParse(parseJson(rawBody));
      // As a proposal's callback: older than 15 minutes refused, a repeat applied by version (claims/apply-claim-answer.ts).
      if (!parsed.success || !isFresh(parsed.data.sent_at)) return null;
      return { eventId: parsed.data.event_id, answer: parsed.data.claim };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The words of an insurer's 409 (`{ error: { message } }`, the protocol's error), or a plain refusal. */
function refusalWords(text: string): string {
  const message = (parseJson(text) as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message.length > 0 && message.length <= 300
    ? message
    : 'The insurer does not renew this policy';
}
