import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OwnershipChangeView, OwnershipConfirmationView, OwnershipInfo } from '@common/api/ownership.contract';
import { COUNTRIES } from '@web/features/checkout/test-payments';
import de from '@web/i18n/de.json';
import { i18n } from '@web/i18n/i18n';
import { demoUser, mockApi, renderWithApp, visitorSession } from '@web/test/render';
import ownershipDe from '../i18n/de.json';
import { OwnershipConfirmation } from './ownership-confirmation';
import { OwnershipView } from './ownership-view';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());
// The picker scrolls its active option into view; jsdom has no layout to scroll.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

const session = visitorSession({ authenticated: true, user: demoUser() });
const german = { ...session, localization: { ...session.localization, language: 'de' as const } };
const TOKEN = 'A'.repeat(43);
const PASSWORD = 'a-long-secret-phrase';

const REGISTRANT = {
  name: 'Erika Mustermann',
  org: 'Mustermann Medien GmbH',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  state: '',
  postal_code: '50667',
  country: 'DE',
  phone: '+49.2211234567',
  email: 'erika@mustermann.example',
};

function change(overrides: Partial<OwnershipChangeView> = {}): OwnershipChangeView {
  return {
    id: 7,
    domain: 'example.com',
    domain_utf8: 'example.com',
    state: 'pending',
    new_registrant: { name: 'Max Neumann', org: '', email: 'max@neu.example' },
    prior_registrant: { name: REGISTRANT.name, org: REGISTRANT.org, email: REGISTRANT.email },
    prior_confirmed: true,
    new_confirmed: false,
    declined_by: null,
    opt_out_transfer_lock: false,
    created_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-12-04T10:00:00.000Z',
    settled_at: null,
    transfer_locked_until: null,
    agent_approved_at: null,
    ...overrides,
  };
}

function info(overrides: Partial<OwnershipInfo> = {}): OwnershipInfo {
  return {
    domain: 'example.com',
    domain_utf8: 'example.com',
    registrant: REGISTRANT,
    open_change: null,
    transfer_locked_until: null,
    ...overrides,
  };
}

function server(
  answers: {
    info?: OwnershipInfo;
    change?: { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number };
    list?: OwnershipChangeView[];
  } = {},
) {
  const api = mockApi((path) => {
    if (path === '/config/countries') return { success: true, result: COUNTRIES };
    if (path === '/domain/list')
      return {
        success: true,
        result: {
          domains: [
            { domain: 'example.com', domain_utf8: 'example.com' },
            { domain: 'xn--bcher-kva.de', domain_utf8: 'bücher.de' },
          ],
          total: 2,
          page: 1,
          per_page: 100,
        },
      };
    if (path === '/domain/ownership/list') return { success: true, result: { changes: answers.list ?? [] } };
    if (path.startsWith('/domain/ownership/info/')) return { success: true, result: answers.info ?? info() };
    if (path.startsWith('/domain/ownership/change/'))
      return answers.change ?? { success: true, result: change({ prior_confirmed: false }) };
    if (path.startsWith('/domain/ownership/cancel/')) return { success: true, result: change({ state: 'cancelled' }) };
    return { success: false, httpStatus: 500 };
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/**
 * The picker's options: jsdom has no layout, so the popover hides its detached dropdown with
 * `display: none` even while it is open (`aria-expanded`); the options are found with `hidden`.
 */
const pickerOption = (name: string | RegExp) => screen.findByRole('option', { name, hidden: true });

/** Opens the searchable domain picker as a click does (focus first: the picker takes typing only into the focused field). */
async function openPicker(): Promise<HTMLElement> {
  const input = await screen.findByRole('combobox', { name: 'Domain' });
  input.focus();
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
  return input;
}

async function chooseDomain(name: string) {
  await openPicker();
  fireEvent.click(await pickerOption(name));
}

function fillNewRegistrant() {
  type(/Full name/, 'Max Neumann');
  type(/Street and number/, 'Ringstraße 5');
  type(/Postal code/, '1010');
  type(/City/, 'Wien');
  fireEvent.change(screen.getByLabelText(/Country/), { target: { value: 'AT' } });
  type(/Phone/, '+43.1 5551234');
  type(/E-mail address/, 'max@neu.example');
}

describe('OwnershipView', () => {
  it('shows the chosen name’s registrant, checks the new one before sending, and says who was mailed', async () => {
    const api = server();
    renderWithApp(<OwnershipView />, { session, path: '/user/domain/ownership' });
    await openPicker();
    expect(screen.getByText(/does not offer access to a domain for other users/)).toBeTruthy();
    await chooseDomain('example.com');
    expect(await screen.findByText('Erika Mustermann (Mustermann Medien GmbH)')).toBeTruthy();
    expect(screen.getByText('erika@mustermann.example')).toBeTruthy();
    await screen.findByRole('option', { name: 'Austria' }, { timeout: 5000 });

    type(/E-mail address/, 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation e-mails' }));
    expect(screen.getByLabelText(/Full name/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.path.startsWith('/domain/ownership/change/'))).toBe(false);

    fillNewRegistrant();
    fireEvent.click(screen.getByLabelText(/Opt out of the 60-day transfer lock/));
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation e-mails' }));
    const status = await screen.findByText(/E-mails sent to erika@mustermann.example and max@neu.example/);
    expect(status.textContent).toContain('December 4, 2026');
    const sent = api.calls.find((call) => call.path === '/domain/ownership/change/example.com');
    expect(sent?.body).toMatchObject({
      opt_out_transfer_lock: true,
      registrant: { name: 'Max Neumann', street: ['Ringstraße 5'], country: 'AT', phone: '+43.15551234', email: 'max@neu.example' },
    });
  }, 20_000);

  it('shows the server’s refusal in the user’s language and keeps the form', async () => {
    server({ change: { success: false, httpStatus: 400, errors: [{ code: 1100, field: 'registrant', message: 'no change' }] } });
    renderWithApp(<OwnershipView initialDomain="example.com" />, { session: german, path: '/user/domain/ownership' });
    await screen.findByRole('option', { name: 'Austria' }, { timeout: 5000 });
    fillNewRegistrant();
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation e-mails' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('das ist kein Inhaberwechsel');
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Max Neumann');
  }, 20_000);

  it('shows an open change with who has confirmed, and withdraws it', async () => {
    const api = server({
      info: info({ open_change: change(), transfer_locked_until: '2027-01-19T10:00:00.000Z' }),
      list: [change(), change({ id: 3, state: 'declined', declined_by: 'new', domain: 'xn--bcher-kva.de', domain_utf8: 'bücher.de' })],
    });
    renderWithApp(<OwnershipView initialDomain="example.com" />, { session, path: '/user/domain/ownership' });
    expect(await screen.findByText('Current registrant: confirmed')).toBeTruthy();
    expect(screen.getByText('New registrant: not yet confirmed')).toBeTruthy();
    expect(screen.getByText(/cannot move to another registrar until January 19, 2027/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the confirmation e-mails' })).toBeNull();
    const history = await screen.findByRole('listitem', { name: 'bücher.de' });
    expect(within(history).getByText('Declined')).toBeTruthy();
    expect(history.textContent).toContain('declined by the new registrant');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the change' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/domain/ownership/cancel/7')).toBe(true));
  });

  it('approves as Designated Agent with the consent text and the password; a wrong password or a needed code is asked under its field', async () => {
    let answer: { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number } = {
      success: false,
      httpStatus: 401,
      errors: [{ code: 2115, field: 'password', message: 'The current password is not correct.' }],
    };
    const api = mockApi((path) => {
      if (path === '/config/countries') return { success: true, result: COUNTRIES };
      if (path === '/domain/list') return { success: true, result: { domains: [], total: 0, page: 1, per_page: 100 } };
      if (path === '/domain/ownership/list') return { success: true, result: { changes: [] } };
      if (path.startsWith('/domain/ownership/info/')) return { success: true, result: info() };
      if (path.startsWith('/domain/ownership/change/')) return answer;
      return { success: false, httpStatus: 500 };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<OwnershipView initialDomain="example.com" />, { session, path: '/user/domain/ownership' });
    await screen.findByRole('option', { name: 'Austria' }, { timeout: 5000 });
    fillNewRegistrant();
    const changes = () => api.calls.filter((call) => call.path === '/domain/ownership/change/example.com');

    const agent = screen.getByRole('checkbox', { name: /as its Designated Agent/ });
    expect(screen.getByText(/explicitly designates the holder of this customer account as its Designated Agent/).textContent).toContain(
      'example.com',
    );
    fireEvent.click(agent);
    fireEvent.click(screen.getByRole('button', { name: 'Approve and send the e-mail to the new registrant' }));
    expect(await screen.findByText('Please enter your password to approve as Designated Agent.')).toBeTruthy();
    expect(changes()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve and send the e-mail to the new registrant' }));
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(screen.getByLabelText(/Your password/).getAttribute('aria-invalid')).toBe('true');
    expect(changes()[0].body).toMatchObject({ designated_agent: true, password: 'wrong-one', registrant: { name: 'Max Neumann' } });

    // Two-factor login on: the code field appears, without an error on the first ask.
    answer = { success: false, httpStatus: 401, errors: [{ code: 2111, field: 'code', message: 'code' }] };
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve and send the e-mail to the new registrant' }));
    const code = await screen.findByLabelText('Code from your authenticator app');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(code, { target: { value: '123456' } });
    answer = { success: true, result: change({ prior_confirmed: true, agent_approved_at: '2026-11-20T10:00:00.000Z' }) };
    fireEvent.click(screen.getByRole('button', { name: 'Approve and send the e-mail to the new registrant' }));
    const status = await screen.findByText(/Your approval as Designated Agent is recorded and the e-mail is sent to max@neu.example/);
    expect(status.textContent).toContain('erika@mustermann.example is told after the change');
    expect(changes().at(-1)?.body).toMatchObject({ designated_agent: true, password: PASSWORD, code: '123456' });
  }, 20_000);

  it('shows the Designated Agent’s approval on an open change and its consent text in German', async () => {
    server({ info: info({ open_change: change({ agent_approved_at: '2026-11-20T10:00:00.000Z' }) }) });
    const { unmount } = renderWithApp(<OwnershipView initialDomain="example.com" />, { session, path: '/user/domain/ownership' });
    expect(
      await screen.findByText('Current registrant: approved by you as Designated Agent on November 20, 2026 at 10:00 AM UTC'),
    ).toBeTruthy();
    unmount();

    i18n.addResourceBundle('de', 'translation', de, true, false);
    i18n.addResourceBundle('de', 'translation', ownershipDe, true, false);
    await i18n.changeLanguage('de');
    try {
      server();
      renderWithApp(<OwnershipView initialDomain="example.com" />, { session: german, path: '/user/domain/ownership' });
      expect(await screen.findByRole('checkbox', { name: /als Bevollmächtigter \(Designated Agent\)/ })).toBeTruthy();
      expect(screen.getByText(/bestimmt den Inhaber dieses Kundenkontos ausdrücklich zu seinem Bevollmächtigten/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  }, 20_000);

  it('finds any of 300 names by typing: the server filters, the first 100 are offered before', async () => {
    const names = Array.from({ length: 300 }, (_, index) => `kunde-${String(index + 1).padStart(3, '0')}.de`);
    const patterns: Array<string | null> = [];
    const api = server();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://shop.test');
      if (url.pathname.endsWith('/domain/list')) {
        const pattern = url.searchParams.get('pattern');
        patterns.push(pattern);
        const found = names.filter((name) => !pattern || name.includes(pattern));
        const perPage = Number(url.searchParams.get('per_page'));
        const result = {
          domains: found.slice(0, perPage).map((name) => ({ domain: name, domain_utf8: name })),
          total: found.length,
          page: 1,
          per_page: perPage,
        };
        return new Response(JSON.stringify({ success: true, result, errors: [] }), { headers: { 'Content-Type': 'application/json' } });
      }
      return api.fetchMock(input, init);
    });
    const view = renderWithApp(<OwnershipView />, { session, path: '/user/domain/ownership' });
    expect(
      await screen.findByText('You have 300 domains; the first 100 are listed. Type part of a name to find any of them.'),
    ).toBeTruthy();
    const input = await openPicker();
    expect(await pickerOption('kunde-100.de')).toBeTruthy();
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(100);
    expect(screen.queryByRole('option', { name: 'kunde-250.de', hidden: true })).toBeNull();

    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.click(await pickerOption('kunde-250.de'));
    expect(patterns).toContain('250');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/domain/ownership/info/kunde-250.de')).toBe(true));
    expect(await screen.findByText('Erika Mustermann (Mustermann Medien GmbH)')).toBeTruthy();

    // Nothing of the customer's matches: said so, and nothing else is chosen.
    fireEvent.change(input, { target: { value: 'gibtsnicht' } });
    expect(await screen.findByText('No domain of yours contains this.')).toBeTruthy();
    view.unmount();

    i18n.addResourceBundle('de', 'translation', de, true, false);
    i18n.addResourceBundle('de', 'translation', ownershipDe, true, false);
    await i18n.changeLanguage('de');
    try {
      renderWithApp(<OwnershipView />, { session: german, path: '/user/domain/ownership' });
      expect(await screen.findByText(/Sie haben 300 Domains; die ersten 100 sind aufgeführt/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  }, 20_000);

  it('shows a change that lapsed as expired in the history, in English and German', async () => {
    const lapsed = change({ id: 9, state: 'expired', prior_confirmed: false, new_confirmed: true, settled_at: '2026-12-04T10:00:00.000Z' });
    server({ list: [lapsed] });
    const { unmount } = renderWithApp(<OwnershipView />, { session, path: '/user/domain/ownership' });
    const entry = await screen.findByRole('listitem', { name: 'example.com' });
    expect(within(entry).getByText('Expired')).toBeTruthy();
    expect(entry.textContent).toContain('not confirmed by both by December 4, 2026');
    unmount();

    i18n.addResourceBundle('de', 'translation', de, true, false);
    i18n.addResourceBundle('de', 'translation', ownershipDe, true, false);
    await i18n.changeLanguage('de');
    try {
      server({ list: [lapsed] });
      renderWithApp(<OwnershipView />, { session: german, path: '/user/domain/ownership' });
      const germanEntry = await screen.findByRole('listitem', { name: 'example.com' });
      expect(within(germanEntry).getByText('Abgelaufen')).toBeTruthy();
      expect(germanEntry.textContent).toContain('nicht bis 4. Dezember 2026');
      expect(await screen.findByRole('combobox', { name: 'Domain' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('OwnershipConfirmation', () => {
  function confirmationServer(view: OwnershipConfirmationView, answered: OwnershipConfirmationView) {
    const api = mockApi((path) => {
      if (path === '/domain/ownership/confirm/details') return { success: true, result: view };
      if (path === '/domain/ownership/confirm') return { success: true, result: answered };
      return { success: false, httpStatus: 500 };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    return api;
  }
  const pending: OwnershipConfirmationView = {
    domain: 'example.com',
    domain_utf8: 'example.com',
    party: 'new',
    state: 'pending',
    confirmed: false,
    prior_registrant: { name: 'Erika Mustermann', org: '' },
    new_registrant: { name: 'Max Neumann', org: '', email: 'max@neu.example' },
    opt_out_transfer_lock: false,
    expires_at: '2026-12-04T10:00:00.000Z',
    transfer_locked_until: null,
    prior_by_agent: false,
  };

  it('shows what the link is about without answering, and answers only on the click', async () => {
    const api = confirmationServer(pending, {
      ...pending,
      state: 'completed',
      confirmed: true,
      transfer_locked_until: '2027-01-19T10:00:00.000Z',
    });
    renderWithApp(<OwnershipConfirmation token={TOKEN} />, { path: '/domain/ownership/confirm' });
    expect(await screen.findByText('You receive this as the proposed new registrant.')).toBeTruthy();
    expect(screen.getByText(/cannot move to another registrar for 60 days/)).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/domain/ownership/confirm')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText('The change is made: the registrant of example.com is now Max Neumann.')).toBeTruthy();
    expect(screen.getByText(/until January 19, 2027/)).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/domain/ownership/confirm').map((call) => call.body?.answer)).toEqual(['confirm']);
  });

  it('declines, in German too', async () => {
    i18n.addResourceBundle('de', 'translation', de, true, false);
    i18n.addResourceBundle('de', 'translation', ownershipDe, true, false);
    await i18n.changeLanguage('de');
    const api = confirmationServer(pending, { ...pending, state: 'declined' });
    renderWithApp(<OwnershipConfirmation token={TOKEN} />, {
      path: '/domain/ownership/confirm',
      session: { ...visitorSession(), localization: { ...visitorSession().localization, language: 'de' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByText('Der Wechsel wurde abgelehnt. Der Inhaber von example.com bleibt unverändert.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/domain/ownership/confirm')?.body).toMatchObject({ token: TOKEN, answer: 'decline' });
    await i18n.changeLanguage('en');
  });

  it('says so when the link is unknown or incomplete', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi(() => ({ success: false, httpStatus: 404, errors: [{ code: 2110, field: 'token', message: 'invalid' }] })).fetchMock,
    );
    const view = renderWithApp(<OwnershipConfirmation token={TOKEN} />, { path: '/domain/ownership/confirm' });
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid');
    view.unmount();
    renderWithApp(<OwnershipConfirmation token="" />, { path: '/domain/ownership/confirm' });
    expect(screen.getByRole('alert').textContent).toContain('The link is incomplete');
  });
});
