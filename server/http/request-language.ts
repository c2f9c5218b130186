import type { FastifyRequest } from 'fastify';
import { languageFromBrowser, SERVER_DEFAULT_LANGUAGE, type Language } from '@common/i18n/languages';

/** The language of a browser by its Accept-Language header; German when it sends none (spec §3). */
export function browserLanguage(request: FastifyRequest): Language {
  return languageFromBrowser(request.headers['accept-language'], SERVER_DEFAULT_LANGUAGE);
}

/** The language of the answer: the session's, else the browser's. */
export function requestLanguage(request: FastifyRequest): Language {
  return request.session?.language ?? browserLanguage(request);
}
