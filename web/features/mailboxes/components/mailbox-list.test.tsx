import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithApp } from '@web/test/render';
import { snackbar } from '@web/lib/app-snackbar';
import { DOMAINS, mailbox, mailboxList, session } from '../test-mailboxes';
import { MailboxList } from './mailbox-list';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

type Answer = { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number };

/** A server holding `list`; `answers` overrides single paths. */
function server(list: ReturnType<typeof mailboxList>, answers: Record<string, (body: Record<string, unknown> | null) => Answer> = {}) {
  const api = mockApi((path, body) => {
    const decoded = decodeURIComponent(path);
    if (answers[decoded]) return answers[decoded](body);
    if (path === '/vmail/mailboxes') return { success: true, result: list };
    if (path === '/domain/list') return { success: true, result: DOMAINS };
    return { success: false, httpStatus: 404, errors: [{ code: 1404, message: 'not found' }] };
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const card = (address: string) => screen.getByRole('heading', { name: address }).closest('li')!;

describe('MailboxList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows each mailbox with its level, state, storage, expiry, aliases and what it still needs', async () => {
    server(
      mailboxList([
        mailbox(),
        mailbox({
          id: 6,
          name: 'shop',
          address: 'shop@bäckerei.de',
          level: 2,
          used_bytes: null,
          quota_bytes: 50 * 1024 ** 3,
          alias: [],
          password_set: false,
        }),
        mailbox({ id: 7, name: 'old', address: 'old@bäckerei.de', status: 'lapsed', alias: [] }),
      ]),
    );
    renderWithApp(<MailboxList />, { session });
    const first = await screen.findByRole('heading', { name: 'info@bäckerei.de' });
    const info = within(first.closest('li')!);
    expect(info.getByText('Mailbox')).toBeTruthy();
    expect(info.getByText('Active')).toBeTruthy();
    expect(info.getByText('1.5 GB of 5 GB used')).toBeTruthy();
    expect(info.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    expect(info.getByText('Mar 14, 2027')).toBeTruthy();
    expect(info.getByText('sales@bäckerei.de')).toBeTruthy();
    expect(info.queryByText('No password set yet')).toBeNull();

    const shop = within(card('shop@bäckerei.de'));
    expect(shop.getByText('Mailbox Pro')).toBeTruthy();
    expect(shop.getByText('Use unknown right now (of 50 GB)')).toBeTruthy();
    expect(shop.queryByRole('progressbar')).toBeNull();
    expect(shop.getByText('No password set yet')).toBeTruthy();
    expect(shop.getByRole('button', { name: 'Set a password for shop@bäckerei.de' })).toBeTruthy();

    const old = within(card('old@bäckerei.de'));
    expect(old.getByText('Lapsed')).toBeTruthy();
    expect((old.getByRole('button', { name: 'Add alias to old@bäckerei.de' }) as HTMLButtonElement).disabled).toBe(true);
    expect((old.getByRole('button', { name: 'Delete old@bäckerei.de' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('3 mailboxes')).toBeTruthy();
    expect(screen.queryByText('Mail is not served right now')).toBeNull();
  });

  it('says plainly when mail is not served, and when there are no mailboxes yet', async () => {
    server(mailboxList([], { serving: false }));
    renderWithApp(<MailboxList />, { session });
    expect(await screen.findByText('You have no mailboxes yet.')).toBeTruthy();
    expect(screen.getByText('Mail is not served right now')).toBeTruthy();
    expect(screen.getByText(/mailboxes, their mail and their settings are kept/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a mailbox' }).getAttribute('href')).toBe('/user/domain/add/mailbox');
  });

  it('shows a failed load in the user’s words, with a retry', async () => {
    let fail = true;
    server(mailboxList([mailbox()]), {
      '/vmail/mailboxes': () =>
        fail
          ? { success: false, httpStatus: 404, errors: [{ code: 8101, message: 'x' }] }
          : { success: true, result: mailboxList([mailbox()]) },
    });
    renderWithApp(<MailboxList />, { session });
    expect(await screen.findByText('This mailbox does not exist or is not yours.', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'info@bäckerei.de' })).toBeTruthy();
  });

  it('adds an alias on another of the customer’s domains, and shows the refusal at the field', async () => {
    let taken = true;
    const api = server(mailboxList([mailbox()]), {
      '/vmail/mailbox/5/create/office/demo-bakery.net': () =>
        taken ? { success: false, httpStatus: 409, errors: [{ code: 8102, message: 'taken' }] } : { success: true, result: mailbox() },
    });
    renderWithApp(<MailboxList />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Add alias to info@bäckerei.de' }));
    const dialog = await screen.findByRole('dialog');
    const domain = within(dialog).getByLabelText('Domain') as HTMLSelectElement;
    // Only usable names: the one in redemption is not offered.
    await waitFor(() => expect([...domain.options].map((option) => option.value)).toEqual(['bäckerei.de', 'demo-bakery.net']));
    fireEvent.change(within(dialog).getByLabelText(/Alias name/), { target: { value: 'Bad name!' } });
    expect(within(dialog).getByText(/Only letters, digits and/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Alias name/), { target: { value: 'Office' } });
    fireEvent.change(domain, { target: { value: 'demo-bakery.net' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add alias' }));
    const field = within(dialog).getByLabelText(/Alias name/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText('This address is already in use on this domain (as a mailbox or an alias). Please choose another name.'),
    ).toBeTruthy();
    taken = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add alias' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/vmail/mailbox/5/create/office/demo-bakery.net',
      '/vmail/mailbox/5/create/office/demo-bakery.net',
    ]);
    expect(snackbar.success).toHaveBeenCalledWith('office@demo-bakery.net now delivers into info@bäckerei.de.');
  });

  it('removes an alias by its whole address and turns the catch-all on', async () => {
    const api = server(mailboxList([mailbox()]), {
      '/vmail/mailbox/5/delete/sales@bäckerei.de': () => ({ success: true, result: mailbox({ alias: [] }) }),
      '/vmail/mailbox/5/catch-all': () => ({ success: true, result: mailbox({ catch_all: true }) }),
    });
    renderWithApp(<MailboxList />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove alias sales@bäckerei.de' }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith('The alias sales@bäckerei.de has been removed.'));
    fireEvent.click(screen.getByRole('switch', { name: 'Catch-all for bäckerei.de' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/vmail/mailbox/5/catch-all')?.body).toMatchObject({ enabled: true }),
    );
  });

  it('deletes only after the address is typed, and says that the mail is lost for good', async () => {
    const api = server(mailboxList([mailbox()]), { '/vmail/mailbox/delete/5': () => ({ success: true, result: null }) });
    renderWithApp(<MailboxList />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete info@bäckerei.de' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('All mail in this mailbox will be lost')).toBeTruthy();
    expect(within(dialog).getByText(/cannot be undone, and the mail cannot be restored/)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Delete mailbox and all its mail' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type info@bäckerei.de to confirm'), { target: { value: 'info@bäckerei.d' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type info@bäckerei.de to confirm'), { target: { value: 'INFO@bäckerei.de ' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith('info@bäckerei.de and its mail have been deleted.'));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/vmail/mailbox/delete/5']);
  });

  it('changes the password with strength feedback and a confirmation, and shows the policy’s refusal at the field', async () => {
    let weak = true;
    const api = server(mailboxList([mailbox()]), {
      '/vmail/mailbox/change-password/5': () =>
        weak ? { success: false, httpStatus: 400, errors: [{ code: 2117, message: 'common' }] } : { success: true, result: null },
    });
    renderWithApp(<MailboxList />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Change password of info@bäckerei.de' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('New password', { exact: false, selector: 'input' });
    fireEvent.change(field, { target: { value: 'short' } });
    expect(within(dialog).getByText('Too short: at least 10 characters')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'password123' } });
    fireEvent.change(within(dialog).getByLabelText('Repeat the password', { exact: false, selector: 'input' }), {
      target: { value: 'password12' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(within(dialog).getByText('The two passwords are not the same.')).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('/vmail/mailbox/change-password'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Repeat the password', { exact: false, selector: 'input' }), {
      target: { value: 'password123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(
      await within(dialog).findByText('This password appears in lists of leaked or common passwords. Please choose another one.'),
    ).toBeTruthy();
    weak = false;
    fireEvent.change(field, { target: { value: 'Quiet-Harbour-7-Lanterns' } });
    expect(within(dialog).getByText('Strong')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Repeat the password', { exact: false, selector: 'input' }), {
      target: { value: 'Quiet-Harbour-7-Lanterns' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.path === '/vmail/mailbox/change-password/5').at(-1)?.body).toMatchObject({
      password: 'Quiet-Harbour-7-Lanterns',
    });
  });

  it('creates an app password, shows it once with a copy button, and revokes one', async () => {
    const existing = { id: 31, label: 'Phone', created_at: '2026-11-01T10:00:00.000Z' };
    const api = server(mailboxList([mailbox({ app_passwords: [existing] })]), {
      '/vmail/mailbox/5/app-passwords': () => ({
        success: true,
        result: { id: 32, label: 'Laptop', created_at: '2026-11-25T10:00:00.000Z', password: 'abcd-efgh-ijkl-mnop' },
      }),
      '/vmail/mailbox/5/app-passwords/delete/31': () => ({ success: true, result: null }),
    });
    renderWithApp(<MailboxList />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'App passwords of info@bäckerei.de' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Phone')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create app password' }));
    expect(within(dialog).getByText('Please give the app password a name of up to 60 characters.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Name of the new app password/), { target: { value: 'Laptop' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create app password' }));
    expect(await within(dialog).findByText('abcd-efgh-ijkl-mnop')).toBeTruthy();
    expect(within(dialog).getByText(/shown only this once/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke app password Phone' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/vmail/mailbox/5/app-passwords/delete/31')).toBe(true));
    expect(api.calls.find((call) => call.path === '/vmail/mailbox/5/app-passwords')?.body).toMatchObject({ label: 'Laptop' });
  });

  it('shows the connection settings and the set-up files to download', async () => {
    server(mailboxList([mailbox()]));
    renderWithApp(<MailboxList />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Connection settings of info@bäckerei.de' }));
    const dialog = await screen.findByRole('dialog');
    const imap = within(dialog).getByRole('rowheader', { name: 'Incoming mail (IMAP)' }).closest('tr')!;
    expect(imap.textContent).toContain('mail.shop.test');
    expect(imap.textContent).toContain('993');
    expect(imap.textContent).toContain('SSL/TLS');
    const smtp = within(dialog).getByRole('rowheader', { name: 'Outgoing mail (SMTP)' }).closest('tr')!;
    expect(smtp.textContent).toContain('587');
    expect(smtp.textContent).toContain('STARTTLS');
    expect(within(dialog).getByText('User name: info@bäckerei.de')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Thunderbird/ })
        .getAttribute('href'),
    ).toMatch(/^\/api\/v1\/vmail\/mailbox\/5\/autoconfig\.xml\?csrf_token=/);
    expect(
      within(dialog)
        .getByRole('link', { name: /iPhone/ })
        .getAttribute('href'),
    ).toMatch(/^\/api\/v1\/vmail\/mailbox\/5\/profile\.mobileconfig\?/);
  });

  it('renames within the same domain', async () => {
    const api = server(mailboxList([mailbox()]), {
      '/vmail/mailbox/5/update-name': () => ({ success: true, result: mailbox({ name: 'hello' }) }),
    });
    renderWithApp(<MailboxList />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename info@bäckerei.de' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Mailbox name/), { target: { value: ' Hello ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith('The mailbox is now called hello@bäckerei.de.'));
    expect(api.calls.find((call) => call.path === '/vmail/mailbox/5/update-name')?.body).toMatchObject({ name: 'hello' });
  });
});
