import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services';

/** For load balancers and monitoring: 200 when the database answers, 503 when not. */
export const healthRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get('/health', async (_request, reply) => {
    const database = services.database.kind;
    try {
      await services.health.ping();
      return { success: true, result: { status: 'ok', database, build: services.buildInfo.hash }, errors: [] };
    } catch {
      return reply.code(503).send({ success: false, result: { status: 'unavailable', database }, errors: [] });
    }
  });
};
