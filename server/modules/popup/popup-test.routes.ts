import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@common/api/envelope';
import { sessionParamsSchema } from '@common/api/session.contract';
import type { AppServices } from '../../app-services';
import { AppError } from '../../http/app-error';
import { POPUP_TYPES } from './popup.service';

const addBody = sessionParamsSchema.extend({ type: z.enum(POPUP_TYPES), message_en: z.string().max(500), message_de: z.string().max(500) });
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Test-only: the browser tests add a popup and delete it again (the operator uses
 * server/announcement-command.ts, which cannot open the running shop's embedded database).
 * A popup added here ends after 10 minutes at the latest. Registered only when E2E_TEST_ROUTES=on
 * (config refuses it in production).
 */
export const popupTestRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.post('/test/popups', { schema: { body: addBody } }, async (request) => {
    const now = services.clock.now();
    const row = await services.popups.add({
      type: request.body.type,
      messageEn: request.body.message_en,
      messageDe: request.body.message_de,
      startsAt: now,
      endsAt: new Date(now.getTime() + 10 * 60_000),
      author: 'browser test',
    });
    return ok({ id: row.id });
  });

  app.post('/test/popups/:id/delete', { schema: { params: idParams, body: sessionParamsSchema } }, async (request) => {
    if (!(await services.popups.remove(request.params.id))) throw AppError.notFound();
    return ok({ id: request.params.id });
  });
};
