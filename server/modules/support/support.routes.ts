import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import {
  CHAT_STATE_PATH,
  CHAT_WINDOW_PATH,
  chatStateQuerySchema,
  premiumLineQuerySchema,
  premiumLineSchema,
} from '@common/api/support.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { AppError } from '../../http/app-error';
import { requireSession } from '../../http/session-hooks';
import { CHAT_STATE } from './support.service';

/**
 * The chat state outside /api (spec §7: the one call without the prefix), and the page the
 * drawer's chat window opens, which leads on to the operator's chat while it is online.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { support } = services;

  const stateAnswer = { mediaType: 'text/plain; charset=utf-8', description: 'The chat state: 0 online, 1 busy, 2 offline.' };
  app.get(CHAT_STATE_PATH, { schema: { querystring: chatStateQuerySchema }, config: { answer: stateAnswer } }, async (_request, reply) => {
    const state = await support.chatState();
    return reply.type(stateAnswer.mediaType).header('cache-control', 'no-store').send(String(state));
  });

  // Online: on to the operator's chat; busy or offline (or an old window opened again): the support page.
  const windowAnswer = { redirect: 302, description: "To the operator's chat while it is online, otherwise to the support page." } as const;
  app.get(CHAT_WINDOW_PATH, { config: { answer: windowAnswer } }, async (_request, reply) => {
    const state = await support.chatState();
    const target = state === CHAT_STATE.online && support.chatUrl ? support.chatUrl : '/cms/support';
    return reply.header('cache-control', 'no-store').redirect(target, windowAnswer.redirect);
  });
};

/** The 24/7 line of premium-support customers (spec §2.3); other users are told there is none. */
export const supportApiRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get(
    '/support/premium-line',
    {
      schema: { querystring: premiumLineQuerySchema, response: { 200: envelopeSchema(premiumLineSchema) } },
      config: { auth: 'user', errors: [ErrorCode.NotFound] },
    },
    async (request) => {
      const user = requireSession(request).user;
      if (!user || user.premiumSupport !== 1) throw AppError.notFound();
      return ok({ phone: services.support.premiumPhone });
    },
  );
};
