import type { User } from '@common/api/session.contract';
import type { UserRow } from '../../db/schema/index';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The fields of a user that leave the server (spec §3 User); nothing else, never the hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    login: row.login,
    status: row.status,
    account: row.hasAccount,
    email_verified: row.emailVerifiedAt !== null,
    properties: {
      user_account_permission: flag(row.userAccountPermission),
      premium_support: flag(row.premiumSupport),
      live_chat: flag(row.liveChat),
    },
  };
}
