import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countriesQuerySchema, type AppSettings } from '@common/api/config.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { ok } from '@common/api/envelope';
import { AppError } from '../../http/app-error';
import { requestLanguage } from '../../http/request-language';
import type { AppServices } from '../../app-services';
import { presentUser } from '../user/user.presenter';

const EMPTY_CART = { count: 0, total: 0 };

export const configRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { referenceData, sessions, registry, buildInfo } = services;

  app.get('/config/app-settings', { schema: { querystring: sessionParamsSchema }, config: { session: 'create' } }, async (request) => {
    const session = request.session;
    if (!session) throw AppError.sessionInvalid();
    const [data, countries, localization] = await Promise.all([
      referenceData.get(),
      referenceData.listCountries(session.language, true),
      sessions.localizationOf(session),
    ]);
    const vatCountries = Object.fromEntries(data.countries.filter((country) => country.vatRate > 0).map((country) => [country.code, country.vatRate]));
    const settings: AppSettings = {
      ote: registry.isSandbox,
      tracking: localization.tracking,
      exchange_rates: data.exchangeRates,
      csrf_token: session.csrfToken,
      session_id: session.token,
      cookie_consent: session.cookieConsent,
      localization,
      tlds: data.tlds,
      countries,
      // The carts are empty until the cart exists (it comes with checkout).
      carts: { register: EMPTY_CART, renew: EMPTY_CART, rgp: EMPTY_CART },
      vat_countries: vatCountries,
      eu_countries: data.countries.filter((country) => country.eu).map((country) => country.code),
      // System popups are editorial content; none are defined yet.
      popups: [],
      authenticated: session.user !== null,
      user: session.user ? presentUser(session.user) : null,
      build: buildInfo,
    };
    return ok(settings);
  });

  app.get('/config/countries', { schema: { querystring: countriesQuerySchema } }, async (request) => {
    return ok(await referenceData.listCountries(requestLanguage(request), request.query.special === 'true'));
  });
};
