import { describe, expect, it, vi } from 'vitest';
import type { SessionStatus, User } from '@common/api/session.contract';
import { createNavigationGuard } from './navigation-guard';
import { createNavigationMemory } from './navigation-memory';

function session(user: User | null = null): SessionStatus {
  return {
    csrf_token: 'tok',
    session_id: 'sid',
    user,
    authenticated: user !== null,
    localization: { language: 'en', currency: 'EUR', country: 'DE', vat_rate: 0.19, business_customer: false, tracking: false },
    cookie_consent: null,
  };
}

const client: User = {
  id: 1,
  login: 'demo@example.com',
  status: 'client',
  account: false,
  properties: { user_account_permission: 0, premium_support: 0, live_chat: 0 },
};

function setup(options: { user?: User | null; current?: boolean } = {}) {
  const status = session(options.user ?? null);
  const deps = {
    memory: createNavigationMemory(),
    startSession: vi.fn(async () => status),
    currentSession: vi.fn(() => status),
    isClientCurrent: vi.fn(async () => options.current ?? true),
    fullPageLoad: vi.fn(),
  };
  const guard = createNavigationGuard(deps);
  const navigate = (path: string) => guard({ request: new Request(`http://shop.test${path}`), params: {}, context: undefined } as never);
  return { deps, navigate };
}

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('navigation guard', () => {
  it('starts the session on the first navigation and checks the version on later ones', async () => {
    const { deps, navigate } = setup();
    await navigate('/home');
    expect(deps.startSession).toHaveBeenCalledOnce();
    expect(deps.isClientCurrent).not.toHaveBeenCalled();
    await navigate('/domain/prices');
    await navigate('/imprint');
    expect(deps.startSession).toHaveBeenCalledOnce();
    expect(deps.isClientCurrent).toHaveBeenCalledTimes(2);
  });

  it('loads the target as a full page when the build changed or the check failed', async () => {
    const { deps, navigate } = setup({ current: false });
    await navigate('/home');
    const pending = vi.fn();
    void navigate('/domain/prices?type=promos').then(pending, pending);
    await vi.waitFor(() => expect(deps.fullPageLoad).toHaveBeenCalledWith('/domain/prices?type=promos'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pending).not.toHaveBeenCalled();
  });

  it('sends a visitor to the login with the target and marks the login redirect', async () => {
    const { deps, navigate } = setup();
    const markLoginRedirect = vi.spyOn(deps.memory, 'markLoginRedirect');
    expect(await redirectOf(navigate('/user/domains'))).toBe('/user/login?redirect=%2Fuser%2Fdomains');
    expect(markLoginRedirect).toHaveBeenCalledOnce();
  });

  it('does not check the version again for its own redirect', async () => {
    const { deps, navigate } = setup({ user: client });
    await navigate('/home');
    expect(await redirectOf(navigate('/user/login'))).toBe('/user/dashboard');
    expect(deps.isClientCurrent).toHaveBeenCalledTimes(1);
    await navigate('/user/dashboard');
    expect(deps.isClientCurrent).toHaveBeenCalledTimes(1);
    await navigate('/home');
    expect(deps.isClientCurrent).toHaveBeenCalledTimes(2);
  });

  it('applies the reseller rules with the current user', async () => {
    const { navigate } = setup({ user: client });
    expect(await redirectOf(navigate('/reseller/area'))).toBe('/reseller/benefits');
    const reseller = setup({ user: { ...client, status: 'reseller' } });
    expect(await redirectOf(reseller.navigate('/reseller/benefits'))).toBe('/reseller/area');
    expect(await redirectOf(reseller.navigate('/reseller/registration/steps'))).toBe('/reseller/area');
    expect(await redirectOf(reseller.navigate('/reseller/area'))).toBeNull();
    expect(await redirectOf(reseller.navigate('/reseller/docs'))).toBeNull();
    const visitor = setup();
    expect(await redirectOf(visitor.navigate('/reseller/benefits'))).toBeNull();
    expect(await redirectOf(visitor.navigate('/reseller/area'))).toBe('/user/login?redirect=%2Freseller%2Farea');
  });

  it('lets a failed session start reach the error screen and retries it next time', async () => {
    const { deps, navigate } = setup();
    deps.startSession.mockRejectedValueOnce(new Error('offline'));
    await expect(navigate('/home')).rejects.toThrow('offline');
    await navigate('/home');
    expect(deps.startSession).toHaveBeenCalledTimes(2);
  });
});
