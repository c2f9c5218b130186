import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactResendBodySchema, contactResendResultSchema, unverifiedContactsSchema } from '@common/api/account.contract';
import {
  contactAddBodySchema,
  contactIdParamsSchema,
  contactListViewSchema,
  contactUpdateBodySchema,
  contactViewSchema,
} from '@common/api/contact.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { envelopeSchema, ok } from '@common/api/envelope';
import { ErrorCode } from '@common/errors/error-codes';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../app-services';

/** The contacts page (spec §2.1 /user/contacts) and the contact e-mails awaiting verification (spec §3, §7). */
export const contactRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { contacts } = services;

  const user = (request: { session: { user: unknown } | null }) => {
    if (!request.session?.user) throw AppError.authenticationRequired();
    return request.session.user as Parameters<typeof contacts.unverified>[0];
  };

  app.get(
    '/contact/list',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(contactListViewSchema) } }, config: { auth: 'user' } },
    async (request) => {
      return ok(await contacts.list(user(request)));
    },
  );

  app.get(
    '/contact/list/unverified',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(unverifiedContactsSchema) } }, config: { auth: 'user' } },
    async (request) => {
      return ok(await contacts.unverified(user(request)));
    },
  );

  app.post(
    '/contact/add',
    { schema: { body: contactAddBodySchema, response: { 200: envelopeSchema(contactViewSchema) } }, config: { auth: 'user' } },
    async (request) => {
      return ok(await contacts.add(user(request), request.body.role, request.body.contact, request.session!.language));
    },
  );

  app.post(
    '/contact/update/:id',
    {
      schema: { params: contactIdParamsSchema, body: contactUpdateBodySchema, response: { 200: envelopeSchema(contactViewSchema) } },
      // A registrant in use: its holder fields change only by a change of registrant (2124), and the
      // registry takes the new address for each of its names or the change is refused (1060, 1099).
      config: {
        auth: 'user',
        errors: [ErrorCode.NotFound, ErrorCode.ContactHolderChange, ErrorCode.RegistryUnavailable, ErrorCode.DomainChangeRefused],
      },
    },
    async (request) => {
      return ok(await contacts.update(user(request), request.params.id, request.body.contact, request.session!.language));
    },
  );

  app.post(
    '/contact/verify/resend',
    {
      schema: { body: contactResendBodySchema, response: { 200: envelopeSchema(contactResendResultSchema) } },
      config: { auth: 'user', errors: [ErrorCode.NotFound, ErrorCode.TooManyRequests] },
    },
    async (request) => {
      await contacts.resend(user(request), request.body.address, request.session!.language);
      return ok({ sent: true as const });
    },
  );
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
