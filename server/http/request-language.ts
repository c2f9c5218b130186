import type { FastifyRequest } from 'fastify';
import { languageFromBrowser, type Language } from '@common/i18n/languages';

/** The language of the answer: the session's, else the browser's. */
export function requestLanguage(request: FastifyRequest): Language {
  return request.session?.language ?? languageFromBrowser(request.headers['accept-language']);
}
