import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNavigationMemory } from './navigation-memory';

const home = { name: 'home' as const, href: '/home' };
const prices = { name: 'domainPrices' as const, href: '/domain/prices' };
const login = { name: 'login' as const, href: '/user/login' };
const dashboard = { name: 'dashboard' as const, href: '/user/dashboard' };
const logout = { name: 'logout' as const, href: '/user/logout' };

describe('navigation memory', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('remembers the route that was left', () => {
    const memory = createNavigationMemory();
    memory.commit(home);
    expect(memory.previous).toBeNull();
    memory.commit(prices);
    expect(memory.current).toEqual(prices);
    expect(memory.previous).toEqual(home);
  });

  it('keeps the previous route over a login redirect, once', () => {
    const memory = createNavigationMemory();
    memory.commit(home);
    memory.commit(prices);
    memory.markLoginRedirect();
    memory.commit(login);
    expect(memory.previous).toEqual(home);
    memory.commit(dashboard);
    expect(memory.previous).toEqual(login);
  });

  it('keeps the logout marker for six seconds', () => {
    const memory = createNavigationMemory();
    memory.commit(dashboard);
    memory.commit(logout);
    memory.markLogout();
    memory.commit(home);
    expect(memory.previous?.name).toBe('logout');
    vi.advanceTimersByTime(5999);
    expect(memory.previous?.name).toBe('logout');
    vi.advanceTimersByTime(1);
    expect(memory.previous).toBeNull();
  });

  it('does not clear a previous route that replaced the logout marker', () => {
    const memory = createNavigationMemory();
    memory.commit(logout);
    memory.markLogout();
    memory.commit(home);
    memory.commit(prices);
    expect(memory.previous).toEqual(home);
    vi.advanceTimersByTime(6000);
    expect(memory.previous).toEqual(home);
  });
});
