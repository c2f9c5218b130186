import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { SessionStatus, User } from '@common/api/session.contract';
import { theme } from '@web/app/theme';
import en from '@web/i18n/en.json';
import { i18n } from '@web/i18n/i18n';
import { apiClient } from '@web/lib/api-client';
import { createQueryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

i18n.addResourceBundle('en', 'translation', en, true, true);
void i18n.changeLanguage('en');

export function visitorSession(overrides: Partial<SessionStatus> = {}): SessionStatus {
  return {
    csrf_token: 'test-token',
    session_id: 'test-session',
    user: null,
    authenticated: false,
    localization: { language: 'en', currency: 'EUR', country: 'DE', vat_rate: 0.19, business_customer: false, tracking: false },
    cookie_consent: null,
    ...overrides,
  };
}

/** The demo customer as the session reports them: a client without a prepaid account, address confirmed. */
export function demoUser(overrides: Partial<User> = {}): User {
  return {
    id: 10001,
    login: 'demo@example.com',
    status: 'client',
    account: false,
    email_verified: true,
    properties: { user_account_permission: 0, premium_support: 0, live_chat: 0 },
    ...overrides,
  };
}

/** Renders pages under their route paths (`{ '/user/login': <LoginPage /> }`), starting at `path`. */
export function renderRoutes(
  routes: Record<string, ReactElement>,
  options: { session?: SessionStatus; path: string; queryClient?: QueryClient },
) {
  return renderWithApp(
    <Routes>
      {Object.entries(routes).map(([routePath, element]) => (
        <Route key={routePath} path={routePath} element={element} />
      ))}
    </Routes>,
    options,
  );
}

/** Renders a component inside the app's providers, with a session already in the cache. */
export function renderWithApp(ui: ReactElement, options: { session?: SessionStatus; path?: string; queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const session = options.session ?? visitorSession();
  queryClient.setQueryData(queryKeys.sessionStatus, session);
  apiClient.setCredentials(session);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <MemoryRouter initialEntries={[options.path ?? '/home']}>{children}</MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

/** A fetch that answers each call with the envelope the handler returns, and records the calls. */
export function mockApi(
  handler: (
    path: string,
    body: Record<string, unknown> | null,
  ) => { success: boolean; result?: unknown; errors?: unknown[]; status?: number; httpStatus?: number },
) {
  const calls: Array<{ method: string; path: string; body: Record<string, unknown> | null }> = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const path = url.pathname.replace('/api/v1', '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    calls.push({ method: init?.method ?? 'GET', path, body });
    const { httpStatus = 200, ...envelope } = handler(path, body);
    return new Response(JSON.stringify({ result: null, errors: [], ...envelope }), {
      status: httpStatus,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetchMock, calls };
}
