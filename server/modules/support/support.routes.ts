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

  app.get(CHAT_STATE_PATH, { schema: { querystring: chatStateQuerySchema } }, async (_request, reply) => {
    const state = await support.chatState();
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(String(state));
  });

  // Online: on to the operator's chat; busy or offline (or an old window opened again): the support page.
  app.get(CHAT_WINDOW_PATH, async (_request, reply) => {
    const state = await support.chatState();
    const target = state === CHAT_STATE.online && support.chatUrl ? support.chatUrl : '/cms/support';
    return reply.header('cache-control', 'no-store').redirect(target, 302);
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
