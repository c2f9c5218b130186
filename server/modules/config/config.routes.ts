import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countriesQuerySchema } from '@common/api/config.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { ok } from '@common/api/envelope';
import { requireSession } from '../../http/session-hooks';
import { requestLanguage } from '../../http/request-language';
import type { AppServices } from '../../app-services';
import { presentUser } from '../user/user.presenter';
import { serializeAppSettings, type SessionSettings } from './app-settings.presenter';

export const configRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { referenceData, sessions, registry, buildInfo } = services;

  app.get(
    '/config/app-settings',
    { schema: { querystring: sessionParamsSchema }, config: { session: 'create' } },
    async (request, reply) => {
      const session = requireSession(request);
      const [sharedJson, localization, counts, popups] = await Promise.all([
        referenceData.sharedSettingsJson(session.language),
        sessions.localizationOf(session),
        services.cart.counts(session),
        services.popups.active(session.language),
      ]);
      const own: SessionSettings = {
        ote: registry.kind === 'sandbox',
        tracking: localization.tracking,
        csrf_token: session.csrfToken,
        session_id: session.token,
        cookie_consent: session.cookieConsent,
        localization,
        carts: { register: { count: counts.register }, renew: { count: counts.renew }, rgp: { count: counts.rgp } },
        // The operator's popups active now (server/announcement-command.ts).
        popups,
        authenticated: session.user !== null,
        user: session.user ? presentUser(session.user) : null,
        build: buildInfo,
        footer: services.config.footer[session.language],
      };
      return reply.type('application/json; charset=utf-8').send(serializeAppSettings(own, sharedJson));
    },
  );

  app.get('/config/countries', { schema: { querystring: countriesQuerySchema } }, async (request) => {
    return ok(await referenceData.listCountries(requestLanguage(request), request.query.special === 'true'));
  });
};
