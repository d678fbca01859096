import { languageOf, type Language } from '@kavach/domain/i18n/languages';
import type { FastifyRequest } from 'fastify';

/** The language a request asks for (its Accept-Language; the web app sends the page's): English when none is spoken. */
export const requestLanguage = (req: Pick<FastifyRequest, 'headers'>): Language =>
  languageOf(req.headers['accept-language']);
