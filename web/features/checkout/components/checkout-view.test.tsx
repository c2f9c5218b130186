import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/i18n/i18n';
import checkoutDe from '../i18n/de.json';
import type * as PageLoad from '@web/lib/page-load';
import { fullPageLoad } from '@web/lib/page-load';
import { mockApi, renderWithApp } from '@web/test/render';
import { ALL_OPTIONS, COUNTRIES, customerSession, gbpDisplayQuote, payInit, paymentStatus, quote } from '../test-payments';
import { CheckoutView } from './checkout-view';

vi.mock('@web/lib/page-load', async (importOriginal) => ({ ...(await importOriginal<typeof PageLoad>()), fullPageLoad: vi.fn() }));

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
});

/** The customer with GBP as the display currency (billing stays in EUR) and the given language. */
function gbpSession(language: 'en' | 'de') {
  const session = customerSession();
  return { ...session, localization: { ...session.localization, currency: 'GBP' as const, language } };
}

const CONTACT = {
  name: 'Erika Mustermann',
  org: '',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  state: '',
  postal_code: '50667',
  country: 'DE',
  phone: '+49.2211234567',
  email: 'erika@example.org',
};
const newQuote = quote({
  gross: 2499,
  display: { currency: 'EUR', net: '€21.00', vat: '€3.99', gross: '€24.99' },
  fingerprint: 'b'.repeat(64),
});
const REDIRECT = 'http://shop.test/pay/sandbox/token-token-token-token';

type Answer = { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number };

/** A server whose answers to /pay/init and /pay/commit come one after another from the lists given. */
function server(inits: Answer[], commits: Answer[] = []) {
  let init = 0;
  let commit = 0;
  const api = mockApi((path, body) => {
    if (path === '/config/countries') return { success: true, result: COUNTRIES };
    if (path === '/pay/init/register') return inits[Math.min(init++, inits.length - 1)];
    if (path === '/pay/save/contact') return { success: true, result: { valid: true, paymentOptions: ALL_OPTIONS } };
    if (path === '/pay/settings') return { success: true, result: { options: ALL_OPTIONS, selected_method: body?.method } };
    if (path === '/pay/commit') return commits[Math.min(commit++, commits.length - 1)];
    return { success: false, httpStatus: 500 };
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

async function fillUpToPayment() {
  const save = await screen.findByRole('button', { name: 'Save contact and continue' });
  await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(save);
  await screen.findByRole('button', { name: 'Change contact' });
  fireEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
  await waitFor(() => expect((screen.getByRole('radio', { name: 'Credit card' }) as HTMLInputElement).checked).toBe(true));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the general terms and conditions.' }));
  fireEvent.click(screen.getByRole('checkbox', { name: /I expressly agree that you start the registration/ }));
}

describe('CheckoutView', () => {
  it('shows the quote with its lines, VAT line and totals, and the contact prefilled from the billing address', async () => {
    server([{ success: true, result: payInit({ details: { contact: CONTACT } }) }]);
    renderWithApp(<CheckoutView />, { session: customerSession(), path: '/cart/checkout' });
    const table = await screen.findByRole('table', { name: 'Items of this order' });
    expect(within(table).getByText('Domain registration first-name.com, 1 year')).toBeTruthy();
    expect(within(table).getByText('€10.00')).toBeTruthy();
    const totals = screen.getByRole('group', { name: 'Order totals' });
    expect(totals.textContent).toContain('VAT (19%)€3.78');
    expect(totals.textContent).toContain('Total€23.68');
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Erika Mustermann');
    expect((screen.getByLabelText(/Phone/) as HTMLInputElement).value).toBe('+49.2211234567');
  });

  it('says that placing the order replaces the order still waiting for a bank transfer (decision 071)', async () => {
    const section = (awaiting: unknown[] = []) => ({
      items: {},
      count: 0,
      total: { total: 0, vat_value: 0, vat_rate: 0.19, currency: 'EUR', display_total: '€0.00', display_vat: '€0.00' },
      awaiting_transfers: awaiting,
    });
    const waiting = {
      payment_id: 8,
      reference: 'DS-00000008',
      amount: '€23.68',
      pay_by: '2026-12-10T09:00:00.000Z',
      lines: ['Domain registration first-name.com, 1 year'],
      changed: true,
    };
    const api = mockApi((path) => {
      if (path === '/config/countries') return { success: true, result: COUNTRIES };
      if (path === '/pay/init/register') return { success: true, result: payInit({ details: { contact: CONTACT } }) };
      if (path === '/cart/list/all')
        return {
          success: true,
          result: { register: { ...section([waiting]), suggestions: { bundles: [], promos: [] } }, renew: section(), rgp: section() },
        };
      return { success: false, httpStatus: 500 };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<CheckoutView />, { session: customerSession(), path: '/cart/checkout' });
    expect(await screen.findByText('This order replaces your order waiting for a bank transfer')).toBeTruthy();
    expect(
      screen.getByText(
        'Once you place this order, the earlier order with the reference DS-00000008 is cancelled: a transfer with that reference is no longer booked, and the bank returns it. Pay only this order.',
      ),
    ).toBeTruthy();
  });

  it('says what is missing instead of paying: contact, method, terms, the consent to the start before the withdrawal period ends', async () => {
    const api = server([{ success: true, result: payInit() }]);
    renderWithApp(<CheckoutView />, { session: customerSession(), path: '/cart/checkout' });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay €23.68 now' }));
    expect(screen.getByText('Please save the registrant contact first.')).toBeTruthy();
    expect(screen.getByText('Please choose a payment method.')).toBeTruthy();
    expect(screen.getByText('Please accept the general terms and conditions.')).toBeTruthy();
    expect(
      screen.getByText('Please confirm that the order is carried out at once and that you thereby lose your right of withdrawal.'),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/pay/commit')).toBe(false);
  });

  it('does not pay without the consent to the start before the withdrawal period ends, and pays once it is ticked', async () => {
    const api = server(
      [{ success: true, result: payInit({ details: { contact: CONTACT } }) }],
      [{ success: true, result: paymentStatus({ redirect_url: REDIRECT }) }],
    );
    renderWithApp(<CheckoutView />, { session: customerSession(), path: '/cart/checkout' });
    await fillUpToPayment();
    const consent = screen.getByRole('checkbox', { name: /I expressly agree that you start the registration/ });
    fireEvent.click(consent);
    expect((consent as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Pay €23.68 now' }));
    expect(
      screen.getByText('Please confirm that the order is carried out at once and that you thereby lose your right of withdrawal.'),
    ).toBeTruthy();
    expect(screen.queryByText('Please accept the general terms and conditions.')).toBeNull();
    expect(api.calls.some((call) => call.path === '/pay/commit')).toBe(false);
    fireEvent.click(consent);
    expect(
      screen.queryByText('Please confirm that the order is carried out at once and that you thereby lose your right of withdrawal.'),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay €23.68 now' }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(REDIRECT));
    expect(api.calls.find((call) => call.path === '/pay/commit')?.body).toMatchObject({ terms: true, withdrawal_consent: true });
  });

  it('pays once with one idempotency key however often the button is pressed, then goes to the hosted page', async () => {
    const api = server(
      [{ success: true, result: payInit({ details: { contact: CONTACT } }) }],
      [{ success: true, result: paymentStatus({ redirect_url: REDIRECT }) }],
    );
    renderWithApp(<CheckoutView />, { session: customerSession(), path: '/cart/checkout' });
    await fillUpToPayment();
    const pay = screen.getByRole('button', { name: 'Pay €23.68 now' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(REDIRECT));
    const commits = api.calls.filter((call) => call.path === '/pay/commit');
    expect(commits).toHaveLength(1);
    expect(commits[0].body).toMatchObject({ type: 'register', fingerprint: 'a'.repeat(64), terms: true, withdrawal_consent: true });
    expect(String(commits[0].body?.idempotency_key)).toMatch(/^[0-9a-f]{32}$/);
    expect((screen.getByRole('button', { name: 'Pay €23.68 now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.find((call) => call.path === '/pay/settings')?.body).toMatchObject({ type: 'register', method: 'card' });
  });

  it('keeps the key when a commit fails, so the retry cannot pay twice', async () => {
    const api = server(
      [{ success: true, result: payInit({ details: { contact: CONTACT } }) }],
      [
        { success: false, httpStatus: 503, errors: [] },
        { success: true, result: paymentStatus({ redirect_url: REDIRECT }) },
      ],
    );
    renderWithApp(<CheckoutView />, { session: customerSession(), path: '/cart/checkout' });
    await fillUpToPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Pay €23.68 now' }));
    expect((await screen.findByText('Ooops, something went wrong, please try again later.')).closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay €23.68 now' }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(REDIRECT));
    const keys = api.calls.filter((call) => call.path === '/pay/commit').map((call) => call.body?.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a changed price (3022) with the old and new total and pays only after the new one is confirmed', async () => {
    const api = server(
      [
        { success: true, result: payInit({ details: { contact: CONTACT } }) },
        // Read again once the contact is saved (its country may move the VAT, decision 072): the price has not changed yet.
        { success: true, result: payInit({ details: { contact: CONTACT } }) },
        { success: true, result: payInit({ details: { contact: CONTACT }, quote: newQuote }) },
      ],
      [
        { success: false, httpStatus: 409, result: { quote: newQuote }, errors: [{ code: 3022, message: 'The price has changed' }] },
        { success: true, result: paymentStatus({ redirect_url: REDIRECT }) },
      ],
    );
    renderWithApp(<CheckoutView />, { session: customerSession(), path: '/cart/checkout' });
    await fillUpToPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Pay €23.68 now' }));
    const notice = await screen.findByRole('alert', { name: 'The price has changed' });
    expect(notice.textContent).toContain('The total was €23.68 and is now €24.99. Nothing has been charged.');
    expect(screen.getByRole('group', { name: 'Order totals' }).textContent).toContain('Total€24.99');
    expect(fullPageLoad).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the new price and pay €24.99' }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(REDIRECT));
    const commits = api.calls.filter((call) => call.path === '/pay/commit');
    expect(commits.map((call) => call.body?.fingerprint)).toEqual(['a'.repeat(64), 'b'.repeat(64)]);
  });

  it('puts the previous method back when the server refuses the choice, and says why', async () => {
    const api = mockApi((path) => {
      if (path === '/config/countries') return { success: true, result: COUNTRIES };
      if (path === '/pay/init/register') return { success: true, result: payInit({ selected_method: 'card' }) };
      if (path === '/pay/settings')
        return { success: false, httpStatus: 400, errors: [{ code: 3021, message: 'This payment method is not available.' }] };
      return { success: false, httpStatus: 500 };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<CheckoutView />, { session: customerSession(), path: '/cart/checkout' });
    const card = (await screen.findByRole('radio', { name: 'Credit card' })) as HTMLInputElement;
    expect(card.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(card.checked).toBe(true));
    expect((screen.getByRole('radio', { name: 'PayPal' }) as HTMLInputElement).checked).toBe(false);
  });

  it('reads the options again when a method is no longer offered, and shows it unavailable with the reason', async () => {
    const late = ALL_OPTIONS.map((option) =>
      option.method === 'bank_transfer' ? { ...option, available: false, reason: 'A bank transfer would not arrive in time.' } : option,
    );
    let inits = 0;
    const api = mockApi((path) => {
      if (path === '/config/countries') return { success: true, result: COUNTRIES };
      if (path === '/pay/init/register')
        return { success: true, result: payInit({ selected_method: 'card', options: inits++ === 0 ? ALL_OPTIONS : late }) };
      if (path === '/pay/settings')
        return {
          success: false,
          httpStatus: 400,
          errors: [{ code: 3021, message: 'This payment method is not available for this payment.' }],
        };
      return { success: false, httpStatus: 500 };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<CheckoutView />, { session: customerSession(), path: '/cart/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    expect(await screen.findByText('A bank transfer would not arrive in time.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('radio', { name: /Bank transfer/ }) as HTMLInputElement).disabled).toBe(true));
    expect((screen.getByRole('radio', { name: 'Credit card' }) as HTMLInputElement).checked).toBe(true);
    expect(api.calls.filter((call) => call.path === '/pay/init/register')).toHaveLength(2);
  });

  it('shows every amount and the pay button in the billing currency (EUR) when GBP is chosen, with the pounds only as a marked approximation', async () => {
    server([{ success: true, result: payInit({ details: { contact: CONTACT }, quote: gbpDisplayQuote() }) }]);
    renderWithApp(<CheckoutView />, { session: gbpSession('en'), path: '/cart/checkout' });
    const table = await screen.findByRole('table', { name: 'Items of this order' });
    expect(within(table).getByText('€7.99')).toBeTruthy();
    const totals = screen.getByRole('group', { name: 'Order totals' }).textContent;
    expect(totals).toContain('Subtotal (net)€7.99');
    expect(totals).toContain('VAT (19%)€1.52');
    expect(totals).toContain('Total€9.51');
    expect(totals).toContain('≈ £8.05 (approximately, in your display currency; you are charged €9.51)');
    // The converted subtotal and VAT are not shown as if they were amounts of this order.
    expect(totals).not.toContain('£6.76');
    expect(totals).not.toContain('£1.29');
    expect(screen.getByRole('button', { name: 'Pay €9.51 now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /£/ })).toBeNull();
  });

  it('says the same in German: the total and the button in euros, the pounds marked as approximate', async () => {
    i18n.addResourceBundle('de', 'translation', checkoutDe, true, false);
    await i18n.changeLanguage('de');
    server([{ success: true, result: payInit({ details: { contact: CONTACT }, quote: gbpDisplayQuote('de') }) }]);
    renderWithApp(<CheckoutView />, { session: gbpSession('de'), path: '/cart/checkout' });
    // German amounts have a no-break space before the symbol, as Intl writes them.
    expect(await screen.findByRole('button', { name: 'Jetzt 9,51\u00a0€ bezahlen' })).toBeTruthy();
    const totals = screen.getByRole('group', { name: 'Summen der Bestellung' }).textContent;
    expect(totals).toContain('Gesamt9,51\u00a0€');
    expect(totals).toContain('≈ 8,05\u00a0£ (ungefähr, in Ihrer Anzeigewährung; abgebucht werden 9,51\u00a0€)');
  });

  it('shows no approximation when the display currency is the billing currency', async () => {
    server([{ success: true, result: payInit() }]);
    renderWithApp(<CheckoutView />, { session: customerSession(), path: '/cart/checkout' });
    await screen.findByRole('button', { name: 'Pay €23.68 now' });
    expect(screen.getByRole('group', { name: 'Order totals' }).textContent).not.toContain('≈');
  });

  it('shows the registrants a renewal keeps, read-only instead of an empty form, and pays without saving a contact', async () => {
    const other = { ...CONTACT, name: 'Max Mustermann', email: 'max@example.org' };
    const registrants = [
      { domain: 'keep-one.com', domain_utf8: 'keep-one.com', contact: CONTACT },
      { domain: 'keep-two.net', domain_utf8: 'keep-two.net', contact: CONTACT },
      { domain: 'xn--mnchen-3ya.de', domain_utf8: 'münchen.de', contact: other },
    ];
    const api = mockApi((path, body) => {
      if (path === '/config/countries') return { success: true, result: COUNTRIES };
      if (path === '/pay/init/renew')
        return { success: true, result: payInit({ type: 'renew', details: { contact: CONTACT, registrants } }) };
      if (path === '/pay/settings') return { success: true, result: { options: ALL_OPTIONS, selected_method: body?.method } };
      if (path === '/pay/commit') return { success: true, result: paymentStatus({ redirect_url: REDIRECT }) };
      return { success: false, httpStatus: 500 };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<CheckoutView type="renew" />, { session: customerSession(), path: '/domain/renew/checkout' });
    expect(
      await screen.findByText(
        'Renewing a name does not change its owner: the registry keeps the registrant shown here, so there is nothing to enter.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('keep-one.com, keep-two.net')).toBeTruthy();
    expect(screen.getByText('münchen.de')).toBeTruthy();
    expect(screen.getAllByText(/Erika Mustermann/)).toHaveLength(1);
    expect(screen.getByText(/Max Mustermann/)).toBeTruthy();
    expect(screen.queryByLabelText(/Full name/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save contact and continue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change contact' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Credit card' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the general terms and conditions.' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I expressly agree that you start the registration/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay €23.68 now' }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(REDIRECT));
    expect(screen.queryByText('Please save the registrant contact first.')).toBeNull();
    expect(api.calls.find((call) => call.path === '/pay/commit')?.body).toMatchObject({ type: 'renew' });
    expect(api.calls.some((call) => call.path === '/pay/save/contact')).toBe(false);
  });

  for (const [language, title, text] of [
    [
      'en',
      "The VAT follows your contact's address",
      'You have not saved a billing address, so the address of the contact you gave decides the VAT and is printed on the invoice: the VAT is now 19%.',
    ],
    [
      'de',
      'Die Umsatzsteuer richtet sich nach der Adresse Ihres Kontakts',
      'Sie haben keine Rechnungsadresse gespeichert; daher entscheidet die Adresse des angegebenen Kontakts über die Umsatzsteuer und steht auf der Rechnung: Die Umsatzsteuer beträgt jetzt 19',
    ],
  ] as const) {
    it(`reads the quote again after the contact is saved and says (${language}) that its country moved the VAT (decision 072)`, async () => {
      await i18n.changeLanguage(language);
      if (language === 'de') i18n.addResourceBundle('de', 'translation', checkoutDe, true, false);
      const untaxed = quote({ vat_rate: 0, display: { currency: 'EUR', net: '€21.00', vat: '€0.00', gross: '€21.00' } });
      const api = server([
        { success: true, result: payInit({ quote: untaxed, details: { contact: CONTACT } }) },
        { success: true, result: payInit({ details: { contact: CONTACT } }) },
      ]);
      const session = customerSession();
      renderWithApp(<CheckoutView />, {
        session: { ...session, localization: { ...session.localization, language } },
        path: '/cart/checkout',
      });
      const save = await screen.findByRole('button', {
        name: language === 'en' ? 'Save contact and continue' : checkoutDe.checkout.contact.save,
      });
      await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(save);
      const notice = await screen.findByText(title);
      expect(notice.closest('[role="alert"], .mantine-Alert-root')?.textContent).toContain(text);
      expect(api.calls.filter((call) => call.path === '/pay/init/register').length).toBe(2);
    });
  }

  it('shows an empty cart with a way to the search', async () => {
    server([{ success: true, result: payInit({ quote: quote({ lines: [] }) }) }]);
    renderWithApp(<CheckoutView />, { session: customerSession(), path: '/cart/checkout' });
    expect(await screen.findByText('Your cart has no registrations')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search for a domain' }).getAttribute('href')).toBe('/domain/search');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    server([
      { success: false, httpStatus: 400, errors: [{ code: 1005, message: 'Parameter value syntax error' }] },
      { success: true, result: payInit() },
    ]);
    renderWithApp(<CheckoutView />, { session: customerSession(), path: '/cart/checkout' });
    expect((await screen.findByRole('alert')).textContent).toContain('Parameter value syntax error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay €23.68 now' })).toBeTruthy();
  });
});
