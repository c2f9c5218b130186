import { ErrorCode } from '@common/errors/error-codes';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { UserRow } from '../../db/schema/index';
import type { SessionContext, SessionService } from '../session/session.service';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';
import { isAcceptablePassword } from './password-policy';
import type { UserRepository } from './user.repository';

export function createUserService(deps: {
  users: UserRepository;
  sessions: SessionService;
  clock: Clock;
  /** Called after each login with the visitor's cart, so that it joins the user's cart. */
  onLogin?: (visitorCartId: number | null, userId: number) => Promise<void>;
}) {
  const { users, sessions, clock } = deps;

  async function logIn(session: SessionContext, user: UserRow): Promise<SessionContext> {
    const next = await sessions.rotate(session, user);
    await users.recordLogin(user.id, clock.now());
    await deps.onLogin?.(session.cartId, user.id);
    return next;
  }

  return {
    /** Creates a client account and logs it in. The login is the e-mail address, lower-case. */
    async register(session: SessionContext, input: { login: string; password: string }): Promise<SessionContext> {
      if (session.user) throw new AppError(ErrorCode.AlreadyLoggedIn, 409);
      if (!isAcceptablePassword(input.password, input.login)) throw new AppError(ErrorCode.PasswordTooWeak, 400, { field: 'password' });
      const user = await users.insert({ login: input.login, passwordHash: await hashPassword(input.password) });
      if (!user) throw new AppError(ErrorCode.LoginTaken, 409, { field: 'login' });
      return logIn(session, user);
    },

    /**
     * Checks the credentials. Every failure gives the same error and takes about the same time,
     * so the answer does not tell whether the login exists.
     */
    async login(session: SessionContext, input: { login: string; password: string }): Promise<SessionContext> {
      const user = await users.findByLogin(input.login.trim().toLowerCase());
      const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
      if (!user || !valid || user.status === 'suspended') {
        if (user && !valid) await users.recordFailedLogin(user.id);
        throw new AppError(ErrorCode.LoginFailed, 401);
      }
      return logIn(session, user);
    },

    /** Ends the session and starts a new, anonymous one with the same language and currency (spec §4). */
    logout(session: SessionContext): Promise<SessionContext> {
      return sessions.rotate(session, null);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
