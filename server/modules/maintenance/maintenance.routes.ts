import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import { tldDowntimesQuerySchema, tldDowntimesSchema } from '@common/api/maintenance.contract';
import type { AppServices } from '../../app-services';
import { presentDowntimes } from './maintenance.presenter';

/** Scheduled registry maintenance for the layout's maintenance list (spec §2.3). */
export const maintenanceRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get(
    '/config/tld-downtimes',
    { schema: { querystring: tldDowntimesQuerySchema, response: { 200: envelopeSchema(tldDowntimesSchema) } } },
    async (request) => {
      return ok(presentDowntimes(await services.maintenance.upcoming(request.query.days)));
    },
  );
};
