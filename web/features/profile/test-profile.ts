import type { ProfileGeneral } from '@common/api/account.contract';
import { visitorSession } from '@web/test/render';

/** A logged-in client's profile for component tests. */
export function testProfile(overrides: Partial<ProfileGeneral> = {}): ProfileGeneral {
  return {
    user_id: 10001,
    login: 'anna@example.com',
    name: null,
    language: 'en',
    newsletter: false,
    auto_renew: true,
    email_verified: true,
    pending_email: null,
    two_factor: false,
    created: '2026-03-01T10:00:00.000Z',
    billing: null,
    ...overrides,
  };
}

/** The session of the logged-in client the profile belongs to. */
export function clientSession() {
  return visitorSession({
    authenticated: true,
    user: {
      id: 10001,
      login: 'anna@example.com',
      status: 'client',
      account: false,
      email_verified: true,
      properties: { user_account_permission: 0, premium_support: 0, live_chat: 0 },
    },
  });
}
