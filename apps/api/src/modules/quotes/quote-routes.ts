import {
  VERTICAL_REGISTRY,
  ZAsyncQuoteResponse,
  ZQuotationListParams,
  type JourneyVertical,
  type QuoteRequestType,
  type TAddonRequestItem,
  type TAsyncQuoteResponse,
} from '@kavach/domain';
import type { Language } from '@kavach/domain/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requestLanguage } from '../../i18n/request-language.ts';
import type { RouteSchema } from '../../lib/route-schema.ts';
import { requireSession } from '../../plugins/app/session.ts';
import { createCompletedListCache } from './completed-list-cache.ts';
import type { QuotationListRow, QuoteRepository } from './repository.ts';
import { requireRequestType } from './require-request-type.ts';
import { refuseListAddons } from './validate-addon-choices.ts';

/**
 * One quoting post of a vertical: its OpenAPI summary, its answer, and the quoting for the caller's session, its
 * catalogue texts in the request's language.
 */
type QuotingCall<Request, Answer> = {
  summary: string;
  answer: z.ZodType<Answer>;
  run: (request: Request, sessionId: string, language: Language) => Promise<Answer>;
};

/**
 * A vertical's quoting, the same three routes for health and term under the vertical's prefix: POST async-quote
 * starts quoting every plan and answers the list's id, GET async-quote/{id} is polled for the quotes found so far
 * (a completed list served from memory, `createCompletedListCache`, one answer per language), POST single-quote
 * prices one plan. Both posts take the vertical's one request body, its `request_type` naming the call. The vertical
 * gives its request and answers, each route's OpenAPI summary, and the quoting itself, which says the catalogue's
 * texts in the request's language. The list takes no add-on choice (refuseListAddons).
 */
export function quoteRoutes<
  Request extends { request_type: string; addons: readonly Pick<TAddonRequestItem, 'is_opted'>[] },
  Status extends { quotation_status: { polling_status: string } },
  Single,
>(
  app: FastifyInstance,
  opts: {
    route: RouteSchema;
    vertical: JourneyVertical;
    repo: QuoteRepository;
    request: z.ZodType<Request>;
    startQuoting: Omit<QuotingCall<Request, TAsyncQuoteResponse>, 'answer'>;
    status: {
      summary: string;
      answer: z.ZodType<Status>;
      read: (list: QuotationListRow, language: Language) => Promise<Status>;
    };
    singleQuote: QuotingCall<Request, Single>;
  },
) {
  const { route, vertical, repo, request, status } = opts;
  const prefix = `/v1/${VERTICAL_REGISTRY[vertical].journeyApi}`;
  const readList = createCompletedListCache();

  // The zod schemas validate and document each route; a body that reaches the handler has passed `request`.
  const quotingPost = <Answer>(path: string, requestType: QuoteRequestType, call: QuotingCall<Request, Answer>) =>
    app.post(
      `${prefix}/${path}`,
      {
        config: { rateLimit: app.quoteLimit, pricesOnly: true },
        schema: route(call.summary, call.answer, { body: request }),
      },
      async (req) => {
        const body = req.body as Request;
        requireRequestType(body, requestType);
        if (requestType === 'BASE_ASYNC_QUOTATION') refuseListAddons(body);
        return call.run(body, (await requireSession(req)).id, requestLanguage(req));
      },
    );

  quotingPost('async-quote', 'BASE_ASYNC_QUOTATION', { ...opts.startQuoting, answer: ZAsyncQuoteResponse });
  app.get<{ Params: z.infer<typeof ZQuotationListParams> }>(
    `${prefix}/async-quote/:quotation_list_id`,
    { schema: route(status.summary, status.answer, { params: ZQuotationListParams }) },
    async (req, reply) => {
      const language = requestLanguage(req);
      return readList({ req, reply, schema: status.answer }, repo, req.params.quotation_list_id, vertical, (list) =>
        status.read(list, language),
      );
    },
  );
  quotingPost('single-quote', 'BASE_SINGLE_QUOTATION', opts.singleQuote);
}
