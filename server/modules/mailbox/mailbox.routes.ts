import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import { mailboxNameSchema } from '@common/api/cart.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import {
  createdAppPasswordSchema,
  mailboxIdParamsSchema,
  mailboxListSchema,
  mailboxSchema,
  mailboxValidationSchema,
  vmailAliasParamsSchema,
  vmailAppPasswordBodySchema,
  vmailAppPasswordParamsSchema,
  vmailCatchAllBodySchema,
  vmailChangePasswordBodySchema,
  vmailCreateBodySchema,
  vmailDeleteAliasParamsSchema,
  vmailUpdateNameBodySchema,
  vmailValidateBodySchema,
} from '@common/api/vmail.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { userSession } from '../payment/payment.routes';
import { MAIL_PROFILE_TYPES } from './mail-profiles';

const auth = { auth: 'user' as const };
const mailboxAnswer = { 200: envelopeSchema(mailboxSchema) };
/** A new address on one of the customer's domains (checkNew of the service). */
const newAddress = [
  ErrorCode.MailboxNameInvalid,
  ErrorCode.MailboxDomainNotOwned,
  ErrorCode.MailboxZoneConflict,
  ErrorCode.MailboxAddressTaken,
  ErrorCode.MailboxLimit,
  ErrorCode.PasswordTooWeak,
  ErrorCode.PasswordContainsLogin,
];
/** One of the customer's mailboxes, not lapsed. */
const ownActive = [ErrorCode.MailboxNotFound, ErrorCode.MailboxLapsed];
const withErrors = (...errors: number[]) => ({ ...auth, errors });

/** A local part by spec §5 (the pattern of mailbox names), lower case; null when it is not one. */
function localPart(input: string): string | null {
  const parsed = mailboxNameSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

/** Mailboxes (common/api/vmail.contract.ts lists the paths; docs/decisions/042-mailboxes.md). */
export const mailboxRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { mailboxes } = services;

  app.get(
    '/vmail/mailboxes',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(mailboxListSchema) } }, config: auth },
    async (request) => {
      return ok(await mailboxes.list(userSession(request)));
    },
  );

  app.post(
    '/vmail/validate/mailbox',
    {
      schema: { body: vmailValidateBodySchema, response: { 200: envelopeSchema(mailboxValidationSchema) } },
      config: withErrors(...newAddress),
    },
    async (request) => {
      return ok(await mailboxes.validate(userSession(request), request.body));
    },
  );

  app.post(
    '/vmail/mailbox/create',
    {
      schema: { body: vmailCreateBodySchema, response: mailboxAnswer },
      config: withErrors(...newAddress, ErrorCode.MailboxNeedsPurchase),
    },
    async (request) => {
      return ok(await mailboxes.create(userSession(request), request.body));
    },
  );

  app.post(
    '/vmail/mailbox/:id/update-name',
    {
      schema: { params: mailboxIdParamsSchema, body: vmailUpdateNameBodySchema, response: mailboxAnswer },
      config: withErrors(...ownActive, ErrorCode.MailboxNameInvalid, ErrorCode.MailboxAddressTaken),
    },
    async (request) => {
      return ok(await mailboxes.rename(userSession(request), request.params.id, request.body.name));
    },
  );

  app.post(
    '/vmail/mailbox/:id/create/:alias/:fqdn',
    {
      schema: { params: vmailAliasParamsSchema, body: sessionParamsSchema, response: mailboxAnswer },
      config: withErrors(
        ...ownActive,
        ErrorCode.MailboxNameInvalid,
        ErrorCode.MailboxDomainNotOwned,
        ErrorCode.MailboxZoneConflict,
        ErrorCode.MailboxAddressTaken,
        ErrorCode.MailboxAliasLimit,
      ),
    },
    async (request) => {
      return ok(await mailboxes.addAlias(userSession(request), request.params.id, request.params.alias, request.params.fqdn, localPart));
    },
  );

  app.post(
    '/vmail/mailbox/:id/delete/:alias',
    {
      schema: { params: vmailDeleteAliasParamsSchema, body: sessionParamsSchema, response: mailboxAnswer },
      config: withErrors(...ownActive, ErrorCode.MailboxAliasNotFound),
    },
    async (request) => {
      return ok(await mailboxes.removeAlias(userSession(request), request.params.id, request.params.alias));
    },
  );

  app.post(
    '/vmail/mailbox/delete/:id',
    {
      schema: { params: mailboxIdParamsSchema, body: sessionParamsSchema, response: { 200: envelopeSchema(mailboxListSchema) } },
      config: withErrors(ErrorCode.MailboxNotFound),
    },
    async (request) => {
      return ok(await mailboxes.remove(userSession(request), request.params.id));
    },
  );

  app.post(
    '/vmail/mailbox/change-password/:id',
    {
      schema: { params: mailboxIdParamsSchema, body: vmailChangePasswordBodySchema, response: mailboxAnswer },
      config: withErrors(...ownActive, ErrorCode.PasswordTooWeak, ErrorCode.PasswordContainsLogin),
    },
    async (request) => {
      return ok(await mailboxes.changePassword(userSession(request), request.params.id, request.body.password));
    },
  );

  app.post(
    '/vmail/mailbox/:id/catch-all',
    {
      schema: { params: mailboxIdParamsSchema, body: vmailCatchAllBodySchema, response: mailboxAnswer },
      config: withErrors(...ownActive, ErrorCode.MailboxAddressTaken),
    },
    async (request) => {
      return ok(await mailboxes.setCatchAll(userSession(request), request.params.id, request.body.enabled));
    },
  );

  app.post(
    '/vmail/mailbox/:id/app-passwords',
    {
      schema: {
        params: mailboxIdParamsSchema,
        body: vmailAppPasswordBodySchema,
        response: { 200: envelopeSchema(createdAppPasswordSchema) },
      },
      config: withErrors(...ownActive, ErrorCode.MailboxPasswordNotSet, ErrorCode.MailboxAppPasswordLimit),
    },
    async (request) => {
      return ok(await mailboxes.addAppPassword(userSession(request), request.params.id, request.body.label));
    },
  );

  app.post(
    '/vmail/mailbox/:id/app-passwords/delete/:appPasswordId',
    {
      schema: { params: vmailAppPasswordParamsSchema, body: sessionParamsSchema, response: mailboxAnswer },
      config: withErrors(...ownActive, ErrorCode.MailboxAppPasswordNotFound),
    },
    async (request) => {
      return ok(await mailboxes.removeAppPassword(userSession(request), request.params.id, request.params.appPasswordId));
    },
  );

  for (const [path, kind, answer] of [
    [
      '/vmail/mailbox/:id/autoconfig.xml',
      'autoconfig',
      { mediaType: MAIL_PROFILE_TYPES.autoconfig, description: "The mailbox's settings for mail clients (Thunderbird autoconfig)." },
    ],
    [
      '/vmail/mailbox/:id/profile.mobileconfig',
      'mobileconfig',
      { mediaType: MAIL_PROFILE_TYPES.mobileconfig, description: "The mailbox's configuration profile for Apple devices." },
    ],
  ] as const) {
    const config = { ...auth, answer };
    app.get(path, { schema: { params: mailboxIdParamsSchema, querystring: sessionParamsSchema }, config }, async (request, reply) => {
      const file = await mailboxes.profile(userSession(request), request.params.id, kind);
      return reply
        .type(answer.mediaType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    });
  }
};
