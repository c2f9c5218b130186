import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECK_STREAM_END, CHECK_STREAM_START } from '@common/api/domain-results';
import {
  checkBodySchema,
  checkedDomainSchema,
  idnLanguageOptionSchema,
  idnLanguagesQuerySchema,
  searchResultSchema,
  searchQuerySchema,
  suggestionsParamsSchema,
  suggestionsQuerySchema,
  tldLimitQuerySchema,
  topTldsSchema,
} from '@common/api/domain.contract';
import { envelopeSchema, ok } from '@common/api/envelope';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import type { AppServices } from '../../app-services';
import { requireSession } from '../../http/session-hooks';
import { requestLanguage } from '../../http/request-language';

/** The check's stream of results (spec §7): text, one marked JSON object a line. */
const CHECK_STREAM_TYPE = 'text/plain; charset=utf-8';

export const domainRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { domainSearch, sessions } = services;

  /** The codes of a search term the shop cannot search for (search-term.ts). */
  const termErrors = {
    errors: [
      ErrorCode.TermTooLong,
      ErrorCode.InvalidDomainName,
      ErrorCode.MixedScripts,
      ErrorCode.UnknownTld,
      ErrorCode.IdnLanguageRequired,
      ErrorCode.IdnLanguageMismatch,
    ],
  };

  const priceContext = (request: Parameters<typeof requireSession>[0]) => sessions.priceContext(requireSession(request));

  app.get(
    '/domain/search',
    { schema: { querystring: searchQuerySchema, response: { 200: envelopeSchema(searchResultSchema) } }, config: termErrors },
    async (request) => {
      return ok(await domainSearch.search(request.query.term, request.query.language));
    },
  );

  // Results stream as the registry answers (spec §7), each between the start and end markers.
  const checkAnswer = {
    mediaType: CHECK_STREAM_TYPE,
    description:
      `A stream of one line per checked name as the registry answers, each a JSON object between ${CHECK_STREAM_START} and ` +
      `${CHECK_STREAM_END} (spec §7); a name the check failed for has its error code and message.`,
  };
  app.post('/domain/check', { schema: { body: checkBodySchema }, config: { answer: checkAnswer } }, async (request, reply) => {
    const context = await priceContext(request);
    const language = requestLanguage(request);
    const segments = domainSearch.check(request.body.domains, request.body.available_domains, context);
    async function* encode() {
      for await (const segment of segments) {
        const out = segment.type === 'error' ? { ...segment, message: errorMessage(language, segment.code) } : segment;
        yield `${CHECK_STREAM_START}${JSON.stringify(out)}${CHECK_STREAM_END}\n`;
      }
    }
    reply.header('content-type', CHECK_STREAM_TYPE).header('x-accel-buffering', 'no');
    return reply.send(Readable.from(encode()));
  });

  app.get(
    '/domain/suggestions/:term',
    {
      schema: {
        params: suggestionsParamsSchema,
        querystring: suggestionsQuerySchema,
        response: { 200: envelopeSchema(z.array(checkedDomainSchema)) },
      },
      config: termErrors,
    },
    async (request) => {
      const context = await priceContext(request);
      return ok(
        await domainSearch.suggestions(request.params.term, request.query.language, context.language, request.query.limit ?? 20, context),
      );
    },
  );

  app.get(
    '/domain/search/tlds',
    { schema: { querystring: tldLimitQuerySchema, response: { 200: envelopeSchema(topTldsSchema) } } },
    async (request) => {
      return ok(await domainSearch.topTlds(request.query.limit ?? 10));
    },
  );

  app.get(
    '/domain/suggestion/tlds',
    { schema: { querystring: tldLimitQuerySchema, response: { 200: envelopeSchema(topTldsSchema) } } },
    async (request) => {
      return ok(await domainSearch.topTlds(request.query.limit ?? 30));
    },
  );

  app.get(
    '/config/idn-languages',
    { schema: { querystring: idnLanguagesQuerySchema, response: { 200: envelopeSchema(z.array(idnLanguageOptionSchema)) } } },
    async (request) => {
      return ok(domainSearch.idnLanguages(requestLanguage(request), request.query.term));
    },
  );
};
