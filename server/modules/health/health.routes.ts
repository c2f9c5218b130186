import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import { healthSchema, healthUnavailableSchema } from '@common/api/health.contract';
import type { AppServices } from '../../app-services';

/** For load balancers and monitoring: 200 when the database answers, 503 when not. */
export const healthRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get(
    '/health',
    { schema: { response: { 200: envelopeSchema(healthSchema), 503: healthUnavailableSchema } } },
    async (_request, reply) => {
      const database = services.database.kind;
      try {
        await services.health.ping();
        return ok({ status: 'ok' as const, database, build: services.buildInfo.hash });
      } catch {
        return reply.code(503).send({ success: false, result: { status: 'unavailable', database }, errors: [] });
      }
    },
  );
};
