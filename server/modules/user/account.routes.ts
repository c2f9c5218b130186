import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingAddressResultSchema,
  endedSessionsSchema,
  profileGeneralSchema,
  recoveryCodesResultSchema,
  securityEventListSchema,
  sessionListSchema,
  twoFactorDisableResultSchema,
  twoFactorEnableResultSchema,
  twoFactorSetupResultSchema,
  setAutoRenewBodySchema,
  setBillingAddressBodySchema,
  setEmailBodySchema,
  setLoginNameBodySchema,
  setLoginPasswordBodySchema,
  setNewsletterBodySchema,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorRenewCodesBodySchema,
  twoFactorSetupBodySchema,
} from '@common/api/account.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { envelopeSchema, ok } from '@common/api/envelope';
import { ErrorCode } from '@common/errors/error-codes';
import { AppError } from '../../http/app-error';
import { clientInfo } from '../../lib/client-info';
import type { AppServices } from '../../app-services';
import type { SessionContext } from '../session/session.service';

/** The logged-in session: routes here are `auth: 'user'`, so the hooks refuse anyone else first. */
function userSession(request: { session: SessionContext | null }): SessionContext & { user: NonNullable<SessionContext['user']> } {
  const session = request.session;
  if (!session?.user) throw AppError.authenticationRequired();
  return session as SessionContext & { user: NonNullable<SessionContext['user']> };
}

const auth = { auth: 'user' as const };
const profileAnswer = { 200: envelopeSchema(profileGeneralSchema) };
/** A wrong current password (2115), also when tried too often (1429). */
const withPassword = [ErrorCode.PasswordIncorrect, ErrorCode.TooManyRequests];

/** The customer's profile, two-factor login, sessions and security events (spec §7 "Profile"). */
export const accountRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { profile, twoFactor, sessions } = services;

  const general = async (session: SessionContext) => ok(await profile.general(session.user!));

  app.get(
    '/user/profile/general',
    { schema: { querystring: sessionParamsSchema, response: profileAnswer }, config: auth },
    async (request) => general(userSession(request)),
  );

  app.post(
    '/user/profile/set-login-name',
    { schema: { body: setLoginNameBodySchema, response: profileAnswer }, config: auth },
    async (request) => {
      return general(await profile.setName(userSession(request), request.body.name));
    },
  );

  app.post(
    '/user/profile/set-login-password',
    {
      schema: { body: setLoginPasswordBodySchema, response: profileAnswer },
      config: {
        ...auth,
        errors: [...withPassword, ErrorCode.PasswordTooWeak, ErrorCode.PasswordCommon, ErrorCode.PasswordContainsLogin],
      },
    },
    async (request) => {
      return general(await profile.setPassword(userSession(request), request.body, clientInfo(request)));
    },
  );

  app.post(
    '/user/profile/set-email',
    {
      schema: { body: setEmailBodySchema, response: profileAnswer },
      config: { ...auth, errors: [...withPassword, ErrorCode.EmailUnchanged] },
    },
    async (request) => {
      const session = userSession(request);
      await profile.setEmail(session, request.body, clientInfo(request));
      return general(session);
    },
  );

  app.post(
    '/user/profile/set-newsletter',
    { schema: { body: setNewsletterBodySchema, response: profileAnswer }, config: auth },
    async (request) => {
      return general(await profile.setNewsletter(userSession(request), request.body.newsletter));
    },
  );

  app.post(
    '/user/profile/set-autorenew',
    { schema: { body: setAutoRenewBodySchema, response: profileAnswer }, config: auth },
    async (request) => {
      return general(await profile.setAutoRenew(userSession(request), request.body.auto_renew));
    },
  );

  app.post(
    '/user/profile/set-billing-address',
    {
      schema: { body: setBillingAddressBodySchema, response: { 200: envelopeSchema(billingAddressResultSchema) } },
      config: { ...auth, errors: [ErrorCode.CountryLocked, ErrorCode.VatIdRequired, ErrorCode.VatIdInvalid] },
    },
    async (request) => {
      const { csrf_token: _csrf, session_id: _id, ...address } = request.body;
      const session = await profile.setBillingAddress(userSession(request), address);
      return ok({ profile: await profile.general(session.user!), localization: await sessions.localizationOf(session) });
    },
  );

  app.post(
    '/user/2fa/setup',
    {
      schema: { body: twoFactorSetupBodySchema, response: { 200: envelopeSchema(twoFactorSetupResultSchema) } },
      config: { ...auth, errors: [...withPassword, ErrorCode.TwoFactorAlreadyOn] },
    },
    async (request) => {
      return ok(await twoFactor.setup(userSession(request).user, request.body.password, clientInfo(request)));
    },
  );

  app.post(
    '/user/2fa/enable',
    {
      schema: { body: twoFactorEnableBodySchema, response: { 200: envelopeSchema(twoFactorEnableResultSchema) } },
      config: {
        ...auth,
        errors: [ErrorCode.TwoFactorAlreadyOn, ErrorCode.TwoFactorNotSetUp, ErrorCode.TwoFactorCodeInvalid, ErrorCode.TooManyRequests],
      },
    },
    async (request) => {
      const { recovery_codes } = await twoFactor.enable(userSession(request).user, request.body.code, clientInfo(request));
      return ok({ recovery_codes });
    },
  );

  app.post(
    '/user/2fa/disable',
    {
      schema: { body: twoFactorDisableBodySchema, response: { 200: envelopeSchema(twoFactorDisableResultSchema) } },
      config: { ...auth, errors: [...withPassword, ErrorCode.TwoFactorNotSetUp, ErrorCode.TwoFactorCodeInvalid] },
    },
    async (request) => {
      await twoFactor.disable(userSession(request).user, request.body, clientInfo(request));
      return ok({ two_factor: false });
    },
  );

  app.post(
    '/user/2fa/recovery-codes',
    {
      schema: { body: twoFactorRenewCodesBodySchema, response: { 200: envelopeSchema(recoveryCodesResultSchema) } },
      config: { ...auth, errors: [...withPassword, ErrorCode.TwoFactorNotSetUp, ErrorCode.TwoFactorCodeInvalid] },
    },
    async (request) => {
      return ok({ recovery_codes: await twoFactor.renewRecoveryCodes(userSession(request).user, request.body, clientInfo(request)) });
    },
  );

  app.get(
    '/user/sessions',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(sessionListSchema) } }, config: auth },
    async (request) => {
      return ok({ list: await profile.sessionList(userSession(request)) });
    },
  );

  app.post(
    '/user/sessions/end-others',
    { schema: { response: { 200: envelopeSchema(endedSessionsSchema) } }, config: auth },
    async (request) => {
      return ok({ ended: await profile.endOtherSessions(userSession(request), clientInfo(request)) });
    },
  );

  app.get(
    '/user/security-events',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(securityEventListSchema) } }, config: auth },
    async (request) => {
      return ok({ list: await profile.securityEvents(userSession(request).user) });
    },
  );
};
