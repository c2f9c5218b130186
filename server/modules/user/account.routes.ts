import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
import { ok } from '@common/api/envelope';
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

/** The customer's profile, two-factor login, sessions and security events (spec §7 "Profile"). */
export const accountRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { profile, twoFactor, sessions } = services;

  const general = async (session: SessionContext) => ok(await profile.general(session.user!));

  app.get('/user/profile/general', { schema: { querystring: sessionParamsSchema }, config: auth }, async (request) =>
    general(userSession(request)),
  );

  app.post('/user/profile/set-login-name', { schema: { body: setLoginNameBodySchema }, config: auth }, async (request) => {
    return general(await profile.setName(userSession(request), request.body.name));
  });

  app.post('/user/profile/set-login-password', { schema: { body: setLoginPasswordBodySchema }, config: auth }, async (request) => {
    return general(await profile.setPassword(userSession(request), request.body, clientInfo(request)));
  });

  app.post('/user/profile/set-email', { schema: { body: setEmailBodySchema }, config: auth }, async (request) => {
    const session = userSession(request);
    await profile.setEmail(session, request.body, clientInfo(request));
    return general(session);
  });

  app.post('/user/profile/set-newsletter', { schema: { body: setNewsletterBodySchema }, config: auth }, async (request) => {
    return general(await profile.setNewsletter(userSession(request), request.body.newsletter));
  });

  app.post('/user/profile/set-autorenew', { schema: { body: setAutoRenewBodySchema }, config: auth }, async (request) => {
    return general(await profile.setAutoRenew(userSession(request), request.body.auto_renew));
  });

  app.post('/user/profile/set-billing-address', { schema: { body: setBillingAddressBodySchema }, config: auth }, async (request) => {
    const { csrf_token: _csrf, session_id: _id, ...address } = request.body;
    const session = await profile.setBillingAddress(userSession(request), address);
    return ok({ profile: await profile.general(session.user!), localization: await sessions.localizationOf(session) });
  });

  app.post('/user/2fa/setup', { schema: { body: twoFactorSetupBodySchema }, config: auth }, async (request) => {
    return ok(await twoFactor.setup(userSession(request).user, request.body.password, clientInfo(request)));
  });

  app.post('/user/2fa/enable', { schema: { body: twoFactorEnableBodySchema }, config: auth }, async (request) => {
    const { recovery_codes } = await twoFactor.enable(userSession(request).user, request.body.code, clientInfo(request));
    return ok({ recovery_codes });
  });

  app.post('/user/2fa/disable', { schema: { body: twoFactorDisableBodySchema }, config: auth }, async (request) => {
    await twoFactor.disable(userSession(request).user, request.body, clientInfo(request));
    return ok({ two_factor: false });
  });

  app.post('/user/2fa/recovery-codes', { schema: { body: twoFactorRenewCodesBodySchema }, config: auth }, async (request) => {
    return ok({ recovery_codes: await twoFactor.renewRecoveryCodes(userSession(request).user, request.body, clientInfo(request)) });
  });

  app.get('/user/sessions', { schema: { querystring: sessionParamsSchema }, config: auth }, async (request) => {
    return ok({ list: await profile.sessionList(userSession(request)) });
  });

  app.post('/user/sessions/end-others', { config: auth }, async (request) => {
    return ok({ ended: await profile.endOtherSessions(userSession(request), clientInfo(request)) });
  });

  app.get('/user/security-events', { schema: { querystring: sessionParamsSchema }, config: auth }, async (request) => {
    return ok({ list: await profile.securityEvents(userSession(request).user) });
  });
};
