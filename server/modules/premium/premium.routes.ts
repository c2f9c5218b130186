import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import { premiumExpiringListSchema, premiumExpiringQuerySchema } from '@common/api/premium.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { requestLocalization } from '../price/request-localization';
import { presentPremiumExpiringList } from './premium.presenter';

/** Spec §7 GET /domain/premium-and-expiring: open to visitors (spec §6), priced for the session. */
export const premiumRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { premium, prices } = services;

  app.get(
    '/domain/premium-and-expiring',
    {
      schema: { querystring: premiumExpiringQuerySchema, response: { 200: envelopeSchema(premiumExpiringListSchema) } },
      config: { errors: [ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      const { kind, page, per_page: perPage } = request.query;
      const [result, context] = await Promise.all([
        premium.list(request.session, request.query),
        requestLocalization(request, services).then((localization) => prices.pricing(localization)),
      ]);
      return ok(presentPremiumExpiringList(result, kind, page, perPage, context));
    },
  );
};
