import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appSettingsSchema, countriesQuerySchema, countrySchema } from '@common/api/config.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { envelopeSchema, ok } from '@common/api/envelope';
import { requireSession } from '../../http/session-hooks';
import { requestLanguage } from '../../http/request-language';
import type { AppServices } from '../../app-services';
import { presentUser } from '../user/user.presenter';
import { serializeAppSettings, type SessionSettings } from './app-settings.presenter';

export const configRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { referenceData, sessions, registry, buildInfo } = services;

  app.get(
    '/config/app-settings',
    // Sent as ready bytes (most of it is shared per language): the schema documents the answer, and
    // the OpenAPI test checks a real answer against it, but it does not encode it.
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(appSettingsSchema) } }, config: { session: 'create' } },
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
        shop_name: services.config.shopName,
      };
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(serializeAppSettings(own, sharedJson));
    },
  );

  app.get(
    '/config/countries',
    { schema: { querystring: countriesQuerySchema, response: { 200: envelopeSchema(z.array(countrySchema)) } } },
    async (request) => {
      return ok(await referenceData.listCountries(requestLanguage(request), request.query.special === 'true'));
    },
  );
};
