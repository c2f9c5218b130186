import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { demoUser, renderWithApp, visitorSession } from '@web/test/render';
import { SupportDrawer } from './support-drawer';

/** The shop as the drawer sees it: the chat state's bare number, or a failure; the premium line. */
function stubShop(chat: { body?: string; status?: number; fail?: boolean }) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    calls.push(url.pathname + url.search);
    if (url.pathname === '/lvc/buttonstate.php') {
      if (chat.fail) throw new TypeError('Failed to fetch');
      return new Response(chat.body ?? '', { status: chat.status ?? 200, headers: { 'Content-Type': 'text/plain' } });
    }
    if (url.pathname === '/api/v1/support/premium-line') {
      return new Response(JSON.stringify({ success: true, result: { phone: '+49 30 7777777' }, errors: [] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response('{}', { status: 404 });
  });
  return calls;
}

function renderDrawer(session = visitorSession()) {
  const onClose = vi.fn();
  const view = renderWithApp(
    <Routes>
      <Route path="/home" element={<SupportDrawer id="support-drawer" opened onClose={onClose} />} />
      <Route path="/cms/:id" element={<p>support page</p>} />
    </Routes>,
    { session },
  );
  return { ...view, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Support' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SupportDrawer', () => {
  it.each([
    ['0', 'Support Team Online', 'green', 'Our team is available now.'],
    ['1', 'Support Team Busy', 'yellow', 'All team members are helping other customers'],
    ['2', 'Support Team Offline', 'red', 'Our team is not available right now'],
    ['7', 'Support Team Offline', 'red', 'Our team is not available right now'],
  ])('fetches the chat state when opened: %s shows “%s” in %s', async (answer, word, color, hint) => {
    const calls = stubShop({ body: answer });
    renderDrawer();
    const badge = await within(dialog()).findByText(word);
    expect(badge.closest('[data-state]')?.getAttribute('style') ?? '').toContain(`--badge-bg: var(--mantine-color-${color}-light)`);
    expect(within(dialog()).getByText(new RegExp(hint))).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('/lvc/buttonstate.php'))).toEqual([
      '/lvc/buttonstate.php?csrf_token=test-token&session_id=test-session',
    ]);
    // The state is announced, and the drawer is described by it.
    expect(screen.getByRole('status').textContent).toContain(word);
    // A visitor has no chat button and no premium line: the support page.
    expect(within(dialog()).queryByRole('button', { name: /live chat/i })).toBeNull();
    expect(within(dialog()).queryByRole('link', { name: /premium/i })).toBeNull();
    expect(within(dialog()).getByRole('link', { name: 'Write to the support team' }).getAttribute('href')).toBe('/cms/support');
  });

  it.each([
    ['a network failure', { fail: true }],
    ['an error status', { status: 502, body: '<html>Bad gateway</html>' }],
    ['an empty answer', { body: '' }],
  ])('shows offline after %s', async (_label, chat) => {
    stubShop(chat);
    renderDrawer();
    expect(await within(dialog()).findByText('Support Team Offline')).toBeTruthy();
  });

  it('gives a live-chat customer the chat button: online opens the 640×480 chat window', async () => {
    stubShop({ body: '0' });
    const chatWindow = { opener: {} as unknown, document: { title: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(chatWindow as unknown as Window);
    const { onClose } = renderDrawer(
      visitorSession({
        user: demoUser({ properties: { user_account_permission: 0, premium_support: 0, live_chat: 1 } }),
        authenticated: true,
      }),
    );
    const chat = await within(dialog()).findByRole('button', { name: 'Start live chat' });
    fireEvent.click(chat);
    expect(open).toHaveBeenCalledWith('/lvc/chat', 'support-chat', 'popup,width=640,height=480');
    expect(chatWindow.opener).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a live-chat customer to the support page while the team is busy', async () => {
    stubShop({ body: '1' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDrawer(
      visitorSession({
        user: demoUser({ properties: { user_account_permission: 0, premium_support: 0, live_chat: 1 } }),
        authenticated: true,
      }),
    );
    await within(dialog()).findByText('Support Team Busy');
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Write to the support team' }));
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByText('support page')).toBeTruthy();
  });

  it('falls back to the support page when the browser blocks the chat window', async () => {
    stubShop({ body: '0' });
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderDrawer(
      visitorSession({
        user: demoUser({ properties: { user_account_permission: 0, premium_support: 0, live_chat: 1 } }),
        authenticated: true,
      }),
    );
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Start live chat' }));
    expect(await screen.findByText('support page')).toBeTruthy();
  });

  it('gives a premium-support customer the 24/7 line and the taller drawer', async () => {
    stubShop({ body: '2' });
    renderDrawer(
      visitorSession({
        user: demoUser({ properties: { user_account_permission: 0, premium_support: 1, live_chat: 0 } }),
        authenticated: true,
      }),
    );
    const line = await within(dialog()).findByRole('link', { name: '24/7 premium support: +49 30 7777777' });
    expect(line.getAttribute('href')).toBe('tel:+49307777777');
    expect(within(dialog()).getByText('Support Team Offline')).toBeTruthy();
    expect(document.querySelector('[data-premium]')).not.toBeNull();
    expect(within(dialog()).queryByRole('button', { name: /live chat/i })).toBeNull();
  });

  it('keeps the standard height and no premium line for other customers', async () => {
    const calls = stubShop({ body: '0' });
    renderDrawer(visitorSession({ user: demoUser(), authenticated: true }));
    await within(dialog()).findByText('Support Team Online');
    expect(document.querySelector('[data-premium]')).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.startsWith('/api/v1/support/premium-line'))).toBe(false));
  });
});
