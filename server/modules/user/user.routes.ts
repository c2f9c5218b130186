import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkQuerySchema,
  checkResultSchema,
  cookieConsentBodySchema,
  cookieConsentResultSchema,
  localizationBodySchema,
  localizationResultSchema,
  loginAnswerSchema,
  loginBodySchema,
  loginResultSchema,
  logoutResultSchema,
  registerBodySchema,
  sessionStatusSchema,
  statusQuerySchema,
  versionChangedSchema,
  type SessionStatus,
} from '@common/api/session.contract';
import {
  loginRecoveryBodySchema,
  loginTwoFactorBodySchema,
  recoverBodySchema,
  recoverResetBodySchema,
  recoverResultSchema,
  recoveryLoginResultSchema,
  verificationResentSchema,
  verifyEmailBodySchema,
  verifyEmailQuerySchema,
  verifyEmailResultSchema,
} from '@common/api/account.contract';
import { envelopeSchema, ok } from '@common/api/envelope';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import { AppError } from '../../http/app-error';
import { requireSession, setSessionCookie } from '../../http/session-hooks';
import { clientInfo } from '../../lib/client-info';
import type { AppServices } from '../../app-services';
import type { SessionContext } from '../session/session.service';
import { presentUser } from './user.presenter';

/** The codes of a new password that the policy refuses. */
const PASSWORD_POLICY = [ErrorCode.PasswordTooWeak, ErrorCode.PasswordCommon, ErrorCode.PasswordContainsLogin];

export const userRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { sessions, users, profile, config, buildInfo } = services;

  async function presentStatus(session: SessionContext): Promise<SessionStatus> {
    return {
      csrf_token: session.csrfToken,
      session_id: session.token,
      user: session.user ? presentUser(session.user) : null,
      authenticated: session.user !== null,
      localization: await sessions.localizationOf(session),
      cookie_consent: session.cookieConsent,
      two_factor_pending: session.user === null && session.pendingUserId !== null,
    };
  }

  async function presentLogin(session: SessionContext) {
    const status = await presentStatus(session);
    return {
      two_factor_required: false as const,
      user: status.user!,
      localization: status.localization,
      cookie_consent: status.cookie_consent,
      csrf_token: status.csrf_token,
      session_id: status.session_id,
    };
  }

  async function presentAnonymous(session: SessionContext) {
    return { csrf_token: session.csrfToken, session_id: session.token, localization: await sessions.localizationOf(session) };
  }

  app.get(
    '/user/status',
    { schema: { querystring: statusQuerySchema, response: { 200: envelopeSchema(sessionStatusSchema) } }, config: { session: 'create' } },
    async (request) => {
      return ok(await presentStatus(requireSession(request)));
    },
  );

  // 200 either way: the version check's answer, or success false with status 2303 when the build changed.
  app.get(
    '/user/check',
    { schema: { querystring: checkQuerySchema, response: { 200: z.union([envelopeSchema(checkResultSchema), versionChangedSchema]) } } },
    async (request, reply) => {
      if (request.query.version !== buildInfo.hash) {
        const language = request.session?.language ?? 'en';
        // 200 with success false: the client reads `status` and loads the new build (spec §2.2).
        return reply.send({
          success: false,
          result: { status: ErrorCode.VersionChanged },
          errors: [{ code: ErrorCode.VersionChanged, message: errorMessage(language, ErrorCode.VersionChanged) }],
          status: ErrorCode.VersionChanged,
        });
      }
      return ok({ status: 0 });
    },
  );

  app.post(
    '/user/login',
    {
      schema: { body: loginBodySchema, response: { 200: envelopeSchema(loginAnswerSchema) } },
      config: { errors: [ErrorCode.LoginFailed, ErrorCode.TooManyRequests] },
    },
    async (request, reply) => {
      const outcome = await users.login(requireSession(request), request.body, clientInfo(request));
      if (outcome.kind === 'second-factor') return ok({ two_factor_required: true as const });
      setSessionCookie(reply, outcome.session, config);
      return ok(await presentLogin(outcome.session));
    },
  );

  app.post(
    '/user/login/2fa',
    {
      schema: { body: loginTwoFactorBodySchema, response: { 200: envelopeSchema(loginResultSchema) } },
      config: { errors: [ErrorCode.TwoFactorNotPending, ErrorCode.TwoFactorCodeInvalid, ErrorCode.TooManyRequests] },
    },
    async (request, reply) => {
      const session = await users.loginWithCode(requireSession(request), request.body.code, clientInfo(request));
      setSessionCookie(reply, session, config);
      return ok(await presentLogin(session));
    },
  );

  app.post(
    '/user/login/2fa/recovery',
    {
      schema: { body: loginRecoveryBodySchema, response: { 200: envelopeSchema(recoveryLoginResultSchema) } },
      config: { errors: [ErrorCode.TwoFactorNotPending, ErrorCode.TwoFactorCodeInvalid, ErrorCode.TooManyRequests] },
    },
    async (request, reply) => {
      const { session, codesLeft } = await users.loginWithRecoveryCode(requireSession(request), request.body.code, clientInfo(request));
      setSessionCookie(reply, session, config);
      return ok({ ...(await presentLogin(session)), recovery_codes_left: codesLeft });
    },
  );

  app.post(
    '/user/register',
    {
      schema: { body: registerBodySchema, response: { 200: envelopeSchema(loginResultSchema) } },
      config: { errors: [ErrorCode.AlreadyLoggedIn, ErrorCode.LoginTaken, ...PASSWORD_POLICY, ErrorCode.TooManyRequests] },
    },
    async (request, reply) => {
      const session = await users.register(requireSession(request), request.body, clientInfo(request));
      setSessionCookie(reply, session, config);
      return ok(await presentLogin(session));
    },
  );

  app.post('/user/logout', { schema: { response: { 200: envelopeSchema(logoutResultSchema) } } }, async (request, reply) => {
    const session = await users.logout(requireSession(request), clientInfo(request));
    setSessionCookie(reply, session, config);
    return ok(await presentAnonymous(session));
  });

  // The link of a verification or e-mail change mail; GET for the link itself, POST for the page.
  app.get(
    '/user/verify-email',
    {
      schema: { querystring: verifyEmailQuerySchema, response: { 200: envelopeSchema(verifyEmailResultSchema) } },
      config: { errors: [ErrorCode.TokenInvalid] },
    },
    async (request) => {
      const { kind, email, alreadyConfirmed } = await users.verifyEmail(request.query.token, clientInfo(request));
      return ok(alreadyConfirmed ? { kind, email, already_confirmed: true as const } : { kind, email });
    },
  );

  app.post(
    '/user/verify-email',
    {
      schema: { body: verifyEmailBodySchema, response: { 200: envelopeSchema(verifyEmailResultSchema) } },
      config: { errors: [ErrorCode.TokenInvalid] },
    },
    async (request) => {
      const { kind, email, alreadyConfirmed } = await users.verifyEmail(request.body.token, clientInfo(request));
      return ok(alreadyConfirmed ? { kind, email, already_confirmed: true as const } : { kind, email });
    },
  );

  app.post(
    '/user/verify-email/resend',
    {
      schema: { response: { 200: envelopeSchema(verificationResentSchema) } },
      config: { auth: 'user', errors: [ErrorCode.TooManyRequests] },
    },
    async (request) => {
      await users.resendVerification(requireSession(request).user!);
      return ok({ sent: true as const });
    },
  );

  app.post(
    '/user/recover',
    {
      schema: { body: recoverBodySchema, response: { 200: envelopeSchema(recoverResultSchema) } },
      config: { errors: [ErrorCode.TooManyRequests] },
    },
    async (request) => {
      await users.requestRecovery(request.body.login, clientInfo(request));
      return ok({ sent: true as const });
    },
  );

  app.post(
    '/user/recover/reset',
    {
      schema: { body: recoverResetBodySchema, response: { 200: envelopeSchema(logoutResultSchema) } },
      config: { errors: [ErrorCode.TokenInvalid, ...PASSWORD_POLICY] },
    },
    async (request, reply) => {
      const session = await users.resetPassword(requireSession(request), request.body, clientInfo(request));
      setSessionCookie(reply, session, config);
      return ok(await presentAnonymous(session));
    },
  );

  app.post(
    '/user/localization',
    {
      schema: { body: localizationBodySchema, response: { 200: envelopeSchema(localizationResultSchema) } },
      config: { errors: [ErrorCode.CountryLocked, ErrorCode.CountryFromBilling] },
    },
    async (request) => {
      const { language, currency, country } = request.body;
      const current = requireSession(request);
      if (!(await services.referenceData.isCountry(country))) throw AppError.badRequest('country');
      // A reseller's country is part of the contract (spec §2.3: the selector is disabled for them).
      if (current.user?.status === 'reseller' && country !== current.country)
        throw new AppError(ErrorCode.CountryLocked, 403, { field: 'country' });
      // A customer with a billing address is located there: that country decides the VAT of the
      // cart, the price list and the checkout alike (decision 069); it changes with the address.
      if (current.user?.billingCountry && country !== current.user.billingCountry)
        throw new AppError(ErrorCode.CountryFromBilling, 403, { field: 'country' });
      let session = await sessions.setLocalization(current, { language, currency, country });
      // A customer's e-mails follow the language they chose last.
      if (session.user && session.user.language !== language) session = await profile.setLanguage(session, language);
      return ok({ localization: await sessions.localizationOf(session) });
    },
  );

  app.post(
    '/user/cookie-consent',
    { schema: { body: cookieConsentBodySchema, response: { 200: envelopeSchema(cookieConsentResultSchema) } } },
    async (request) => {
      const session = await sessions.setCookieConsent(requireSession(request), request.body.consent);
      return ok({ cookie_consent: session.cookieConsent, localization: await sessions.localizationOf(session) });
    },
  );
};
