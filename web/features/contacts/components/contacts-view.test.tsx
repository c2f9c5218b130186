import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContactView } from '@common/api/contact.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { i18n } from '@web/i18n/i18n';
import { snackbar } from '@web/lib/app-snackbar';
import { demoUser, mockApi, renderWithApp, visitorSession } from '@web/test/render';
import de from '../i18n/de.json';
import { ContactsView } from './contacts-view';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

const session = visitorSession({ authenticated: true, user: demoUser() });

const DETAILS = {
  name: 'Erika Mustermann',
  org: 'Mustermann Medien GmbH',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  state: '',
  postal_code: '50667',
  country: 'DE',
  phone: '+49.2211234567',
  email: 'erika@example.org',
};

const registrant: ContactView = {
  id: 7,
  role: 'registrant',
  details: DETAILS,
  email: 'erika@example.org',
  verification: 'overdue',
  verify_by: '2026-03-17T10:00:00.000Z',
  domains: [
    { domain: 'held.com', domain_utf8: 'held.com', suspended: true },
    { domain: 'xn--mller-kva.de', domain_utf8: 'müller.de', suspended: false },
  ],
};
const tech: ContactView = {
  id: 9,
  role: 'tech',
  details: { ...DETAILS, name: 'Tom Tech', org: '', email: 'tech@example.org' },
  email: 'tech@example.org',
  verification: 'pending',
  verify_by: '2026-12-07T10:00:00.000Z',
  domains: [],
};

function api(
  overrides: (path: string, body: Record<string, unknown> | null) => ReturnType<Parameters<typeof mockApi>[0]> | undefined = () =>
    undefined,
) {
  return mockApi((path, body) => {
    const answer = overrides(path, body);
    if (answer) return answer;
    if (path === '/contact/list') return { success: true, result: { contacts: [registrant, tech] } };
    if (path === '/config/countries') return { success: true, result: [{ code: 'DE', name: 'Germany' }] };
    return { success: true, result: null };
  });
}

describe('ContactsView', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    await i18n.changeLanguage('en');
  });

  it('lists the contacts by role with the verification state and marks the suspended names', async () => {
    const { fetchMock } = api();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ContactsView />, { session });
    const card = await screen.findByRole('article', { name: 'Registrant: erika@example.org' });
    expect(within(card).getByText('E-mail address not confirmed (due Mar 17, 2026)')).toBeTruthy();
    const items = [...card.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual(['held.comSuspended', 'müller.deActive']);
    expect(within(card).getByText(/Suspended \(clientHold\) because the registrant's e-mail address was not confirmed/)).toBeTruthy();
    const techSection = screen.getByRole('region', { name: 'Technical contacts' });
    expect(within(techSection).getByText('Please confirm the e-mail address by Dec 7, 2026')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Administrative contacts' })).getByText('No administrative contact.')).toBeTruthy();
  });

  it('refuses a bad phone number before sending, and shows the server’s refusal without changing the list', async () => {
    const { fetchMock, calls } = api((path) =>
      path === '/contact/update/9'
        ? {
            success: false,
            httpStatus: 400,
            errors: [{ code: ErrorCode.ParameterSyntax, field: 'contact.email', message: 'Parameter value syntax error' }],
          }
        : undefined,
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ContactsView />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit contact tech@example.org' }));
    const form = screen.getByRole('form', { name: 'Edit contact' });
    fireEvent.change(within(form).getByLabelText(/Phone/), { target: { value: '0221 123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save contact' }));
    expect(await within(form).findByText('Please write the number as +CC.number, e.g. +49.301234567.')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/contact/update'))).toBe(false);

    fireEvent.change(within(form).getByLabelText(/Phone/), { target: { value: '+49.228765432' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save contact' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('Parameter value syntax error');
    expect(calls.find((call) => call.path === '/contact/update/9')?.body).toMatchObject({
      contact: { phone: '+49.228765432', email: 'tech@example.org', street: ['Hauptstraße 1'] },
    });
    expect(snackbar.success).not.toHaveBeenCalled();
  });

  it('keeps the holder of a registrant in use read-only and saves its new address', async () => {
    const { fetchMock, calls } = api((path, body) =>
      path === '/contact/update/7'
        ? { success: true, result: { ...registrant, details: (body as { contact: ContactView['details'] }).contact } }
        : undefined,
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ContactsView />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit contact erika@example.org' }));
    const form = screen.getByRole('form', { name: 'Edit contact' });
    expect((within(form).getByLabelText(/^Full name/) as HTMLInputElement).readOnly).toBe(true);
    expect((within(form).getByLabelText(/E-mail address/) as HTMLInputElement).readOnly).toBe(true);
    expect(within(form).getByRole('link', { name: 'Change of registrant' }).getAttribute('href')).toBe('/user/domain/ownership');
    fireEvent.change(within(form).getByLabelText(/^City/), { target: { value: 'Bonn' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith('The contact is saved.'));
    expect(calls.find((call) => call.path === '/contact/update/7')?.body).toMatchObject({
      contact: { city: 'Bonn', name: 'Erika Mustermann' },
    });
  });

  it('speaks German', async () => {
    i18n.addResourceBundle('de', 'translation', de, true, false);
    await i18n.changeLanguage('de');
    const { fetchMock } = api();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ContactsView />, { session: { ...session, localization: { ...session.localization, language: 'de' } } });
    const card = await screen.findByRole('article', { name: 'Inhaber: erika@example.org' });
    expect(within(card).getByText('E-Mail-Adresse nicht bestätigt (fällig am 17.03.2026)')).toBeTruthy();
    expect(within(card).getAllByText('Gesperrt')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Kontakt hinzufügen' })).toBeTruthy();
  });
});
