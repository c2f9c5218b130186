import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactResendBodySchema } from '@common/api/account.contract';
import { contactAddBodySchema, contactIdParamsSchema, contactUpdateBodySchema } from '@common/api/contact.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { ok } from '@common/api/envelope';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../app-services';

/** The contacts page (spec §2.1 /user/contacts) and the contact e-mails awaiting verification (spec §3, §7). */
export const contactRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { contacts } = services;

  const user = (request: { session: { user: unknown } | null }) => {
    if (!request.session?.user) throw AppError.authenticationRequired();
    return request.session.user as Parameters<typeof contacts.unverified>[0];
  };

  app.get('/contact/list', { schema: { querystring: sessionParamsSchema }, config: { auth: 'user' } }, async (request) => {
    return ok(await contacts.list(user(request)));
  });

  app.get('/contact/list/unverified', { schema: { querystring: sessionParamsSchema }, config: { auth: 'user' } }, async (request) => {
    return ok(await contacts.unverified(user(request)));
  });

  app.post('/contact/add', { schema: { body: contactAddBodySchema }, config: { auth: 'user' } }, async (request) => {
    return ok(await contacts.add(user(request), request.body.role, request.body.contact, request.session!.language));
  });

  app.post(
    '/contact/update/:id',
    { schema: { params: contactIdParamsSchema, body: contactUpdateBodySchema }, config: { auth: 'user' } },
    async (request) => {
      return ok(await contacts.update(user(request), request.params.id, request.body.contact, request.session!.language));
    },
  );

  app.post('/contact/verify/resend', { schema: { body: contactResendBodySchema }, config: { auth: 'user' } }, async (request) => {
    await contacts.resend(user(request), request.body.address, request.session!.language);
    return ok({ sent: true as const });
  });
};

/**
 * Test-only: the logged-in customer's unverified registrant addresses reach their 15th day now and
 * the sweep runs (the browser tests run on the real clock and cannot wait 15 days). Registered only
 * when E2E_TEST_ROUTES=on (config refuses it in production).
 */
export const contactTestRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.post('/test/contacts/overdue', { schema: { body: sessionParamsSchema }, config: { auth: 'user' } }, async (request) => {
    if (!request.session?.user) throw AppError.authenticationRequired();
    return ok(await services.contacts.overdueNowForTest(request.session.user.id));
  });
};
