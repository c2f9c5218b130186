import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/i18n/i18n';
import checkoutDe from '../i18n/de.json';
import { mockApi, renderWithApp } from '@web/test/render';
import { customerSession, order, paymentStatus } from '../test-payments';
import { PaymentStatus } from './payment-status';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

type Answer = { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number };

function server(answers: Answer[]) {
  let index = 0;
  const api = mockApi((path) =>
    path === '/pay/status/31' ? answers[Math.min(index++, answers.length - 1)] : { success: false, httpStatus: 500 },
  );
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const show = () => renderWithApp(<PaymentStatus paymentId="31" />, { session: customerSession(), path: '/cart/checkout/status/31' });

describe('PaymentStatus', () => {
  it('waits for the confirmation, asking again, then shows the paid order with its names as they get registered', async () => {
    const api = server([
      { success: true, result: paymentStatus({ redirect_url: 'http://shop.test/pay/sandbox/token-token-token-token' }) },
      {
        success: true,
        result: paymentStatus({
          status: 'paid',
          order: order('provisioning', [
            ['first-name.com', 'provisioning'],
            ['second-name.net', 'pending'],
          ]),
        }),
      },
      {
        success: true,
        result: paymentStatus({
          status: 'paid',
          order: order('completed', [
            ['first-name.com', 'completed'],
            ['second-name.net', 'completed'],
          ]),
        }),
      },
    ]);
    show();
    expect((await screen.findByRole('status', { name: /Waiting for confirmation/ })).textContent).toContain(
      'Your payment of €23.80 by credit card has not been confirmed yet.',
    );
    expect(screen.getByRole('link', { name: 'Return to the payment page' }).getAttribute('href')).toBe(
      'http://shop.test/pay/sandbox/token-token-token-token',
    );
    expect(await screen.findByText('Being registered', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('status', { name: /Thank you for your order/ }).textContent).toContain('Order number: 4711');
    expect(screen.getByText('Waiting')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Registered')).toHaveLength(2), { timeout: 4000 });
    expect(screen.getByRole('list', { name: 'Your domains' }).textContent).toContain('second-name.net');
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/user/orders');
    // Done: no more asking.
    const calls = api.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.calls.length).toBe(calls);
  }, 15_000);

  it('says why a refunded transfer was refunded, from its reason code', async () => {
    const paid = order('completed', [
      ['wrong-code.com', 'refunded'],
      ['cancelled-one.com', 'refunded'],
      ['registered.com', 'completed'],
    ]);
    paid.items[0] = { ...paid.items[0], type: 'Transfer', failure_code: 'auth-code' };
    paid.items[1] = { ...paid.items[1], type: 'Transfer', failure_code: 'cancelled' };
    server([{ success: true, result: paymentStatus({ status: 'paid', order: paid }) }]);
    show();
    const list = await screen.findByRole('list', { name: 'Your domains' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0].textContent).toContain(
      'Refunded: the registry did not accept the auth code. Ask the current provider for the valid code and order the transfer again.',
    );
    expect(items[1].textContent).toContain('Refunded: you cancelled the transfer.');
    expect(items[2].textContent).not.toContain('Refunded:');
  });

  it('says where the money of a refunded name went: back to the card, on its way', async () => {
    const paid = order('completed', [
      ['taken-meanwhile.com', 'refunded'],
      ['registered.com', 'completed'],
    ]);
    paid.items[0] = {
      ...paid.items[0],
      refund: { destination: 'card', amount: 1190, currency: 'EUR', amount_display: '€11.90', status: 'pending' },
    };
    server([{ success: true, result: paymentStatus({ status: 'paid', order: paid }) }]);
    show();
    const items = within(await screen.findByRole('list', { name: 'Your domains' })).getAllByRole('listitem');
    expect(items[0].textContent).toContain('€11.90 back to the credit card you paid with: sent to the payment provider, on its way.');
    expect(items[1].textContent).not.toContain('back to');
  });

  for (const [language, text] of [
    ['en', 'Refunded: someone else registered this name first, while your order was being carried out. Nothing was bought.'],
    [
      'de',
      'Erstattet: Jemand anderes hat diesen Namen zuerst registriert, während Ihre Bestellung ausgeführt wurde. Es wurde nichts gekauft.',
    ],
  ] as const) {
    it(`says (${language}) that a name was refunded because someone else registered it first (failure code taken)`, async () => {
      const paid = order('completed', [['lost-race.com', 'refunded']]);
      paid.items[0] = { ...paid.items[0], failure_code: 'taken' };
      server([{ success: true, result: paymentStatus({ status: 'paid', order: paid }) }]);
      await i18n.changeLanguage(language);
      if (language === 'de') i18n.addResourceBundle('de', 'translation', checkoutDe, true, false);
      try {
        const session = customerSession();
        renderWithApp(<PaymentStatus paymentId="31" />, {
          session: { ...session, localization: { ...session.localization, language } },
          path: '/cart/checkout/status/31',
        });
        const list = await screen.findByRole('list');
        expect(within(list).getAllByRole('listitem')[0].textContent).toContain(text);
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  }

  it('a payment approved after it was replaced: refunded whole, with the reason, and the way back to the cart', async () => {
    server([
      {
        success: true,
        result: paymentStatus({
          status: 'refunded',
          method: 'paypal',
          order: order('failed', [['first-name.com', 'cancelled']]),
          refund: {
            destination: 'paypal',
            amount: 2380,
            currency: 'EUR',
            amount_display: '€23.80',
            status: 'completed',
            reason: 'approved-after-cancel',
          },
        }),
      },
    ]);
    show();
    const headline = await screen.findByRole('status', { name: /Payment refunded/ });
    expect(headline.textContent).toContain(
      'This payment by PayPal was approved after it had been replaced or had expired, so the order is not carried out',
    );
    expect(headline.textContent).toContain('Why: the payment was approved after a newer checkout of the same cart had replaced it');
    expect(headline.textContent).toContain('€23.80 back to the PayPal account you paid with: refunded.');
    expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/cart/overview');
  });

  it('stops asking after a while, says so, and asks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server([{ success: true, result: paymentStatus() }]);
    show();
    await screen.findByRole('status', { name: /Waiting for confirmation/ });
    await vi.advanceTimersByTimeAsync(3 * 60_000 + 1000);
    const stopped = await screen.findByRole('alert', { name: 'Still no confirmation' });
    const calls = api.calls.length;
    expect(calls).toBeGreaterThan(10);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.calls.length).toBe(calls);
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(calls));
    expect(stopped.isConnected).toBe(false);
  });

  it('declined: nothing charged, the cart is kept, with a link back to it', async () => {
    server([{ success: true, result: paymentStatus({ status: 'declined', order: order('failed', [['first-name.com', 'cancelled']]) }) }]);
    show();
    const headline = await screen.findByRole('status', { name: /Payment declined/ });
    expect(headline.textContent).toContain('Your cart is unchanged');
    expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/cart/overview');
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  for (const [language, title, text, item] of [
    [
      'en',
      'Payment replaced',
      'This payment by credit card was replaced by a newer payment of the same cart (for example from another tab or with another method) and has been cancelled; nothing was charged for it.',
      'In the newer payment',
    ],
    [
      'de',
      'Zahlung ersetzt',
      'wurde durch eine neuere Zahlung desselben Warenkorbs ersetzt (zum Beispiel aus einem anderen Tab oder mit einer anderen Zahlungsart) und storniert; dafür wurde nichts abgebucht.',
      'In der neueren Zahlung',
    ],
  ] as const) {
    it(`replaced by a newer payment of the same cart (${language}): says so, not that the cart is unchanged, and the name is not called cancelled`, async () => {
      server([
        {
          success: true,
          result: paymentStatus({
            status: 'cancelled',
            cancel_reason: 'replaced',
            order: order('failed', [['first-name.com', 'cancelled']]),
          }),
        },
      ]);
      await i18n.changeLanguage(language);
      if (language === 'de') i18n.addResourceBundle('de', 'translation', checkoutDe, true, false);
      try {
        const session = customerSession();
        renderWithApp(<PaymentStatus paymentId="31" />, {
          session: { ...session, localization: { ...session.localization, language } },
          path: '/cart/checkout/status/31',
        });
        const headline = await screen.findByRole('status', { name: new RegExp(title) });
        expect(headline.textContent).toContain(text);
        expect(headline.textContent).not.toMatch(/unchanged|unverändert|in time|rechtzeitig/);
        const list = screen.getByRole('list');
        expect(within(list).getAllByRole('listitem')[0].textContent).toContain(item);
        expect(within(list).queryByText(/^(Cancelled|Storniert)$/)).toBeNull();
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  }

  it('cancelled because nobody completed it in time: says so, nothing charged, the cart kept', async () => {
    server([
      {
        success: true,
        result: paymentStatus({ status: 'cancelled', method: 'bank_transfer', order: order('failed', [['first-name.com', 'cancelled']]) }),
      },
    ]);
    show();
    const headline = await screen.findByRole('status', { name: /Payment cancelled/ });
    expect(headline.textContent).toContain(
      'The payment by bank transfer was not completed in time and has been cancelled; nothing was charged.',
    );
    expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/cart/overview');
  });

  it('a declined restore leads back to the restore cart and its payment, not the register cart', async () => {
    server([
      {
        success: true,
        result: paymentStatus({ status: 'declined', order: { ...order('failed', [['first-name.com', 'cancelled']]), section: 'rgp' } }),
      },
    ]);
    show();
    await screen.findByRole('status', { name: /Payment declined/ });
    expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/cart/rgp/overview');
    expect(screen.getByRole('link', { name: 'Check out again' }).getAttribute('href')).toBe('/user/domain/rgp/payment');
  });

  it('a paid restore speaks of restoring, not registering', async () => {
    server([
      {
        success: true,
        result: paymentStatus({
          status: 'paid',
          order: {
            ...order('provisioning', [
              ['first-name.com', 'provisioning'],
              ['second-name.net', 'completed'],
            ]),
            section: 'rgp',
          },
        }),
      },
    ]);
    show();
    const headline = await screen.findByRole('status', { name: /Thank you for your order/ });
    expect(headline.textContent).toContain('Your domains are being restored');
    expect(screen.getByText('Being restored')).toBeTruthy();
    expect(screen.getByText('Restored')).toBeTruthy();
    expect(screen.queryByText('Being registered')).toBeNull();
  });

  it('bank transfer: the account and the reference to use, without polling', async () => {
    const api = server([
      {
        success: true,
        result: paymentStatus({
          method: 'bank_transfer',
          transfer: {
            holder: 'Example Domains GmbH',
            iban: 'DE02120300000000202051',
            bic: 'BYLADEM1001',
            bank: 'Deutsche Kreditbank Berlin',
            reference: 'DS-00000031',
            amount: 2380,
            amount_display: '€23.80',
          },
        }),
      },
    ]);
    show();
    expect(await screen.findByRole('status', { name: /Waiting for your transfer/ })).toBeTruthy();
    expect(screen.getByText('DE02120300000000202051')).toBeTruthy();
    // The holder is the operator's legal name, as the server sends it (decision 063).
    expect(screen.getByText('Account holder')).toBeTruthy();
    expect(screen.getByText('Example Domains GmbH')).toBeTruthy();
    expect(screen.getByText('DS-00000031')).toBeTruthy();
    expect(screen.getByText('Please give the reference DS-00000031 exactly, so we can match your transfer.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.calls).toHaveLength(1);
  });

  const TRANSFER = {
    holder: 'Example Domains GmbH',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    bank: 'Deutsche Kreditbank Berlin',
    reference: 'DS-00000031',
    amount: 100_000,
    amount_display: '€1,000.00',
  };
  const refusedTopUp = () =>
    paymentStatus({
      status: 'refunded',
      purpose: 'top-up',
      method: 'bank_transfer',
      amount: 100_000,
      amount_display: '€1,000.00',
      order: null,
      refund: {
        destination: 'bank',
        amount: 100_000,
        currency: 'EUR',
        amount_display: '€1,000.00',
        status: 'completed',
        reason: 'over-account-limit',
      },
    });

  it('a bank-transfer top-up: waits for the money to credit the balance, not to carry out an order', async () => {
    server([{ success: true, result: paymentStatus({ purpose: 'top-up', method: 'bank_transfer', order: null, transfer: TRANSFER }) }]);
    show();
    const headline = await screen.findByRole('status', { name: /Waiting for your transfer/ });
    expect(headline.textContent).toContain('We credit it to your prepaid balance as soon as the money has arrived.');
    expect(headline.textContent).not.toContain('order');
  });

  it('a bank-transfer top-up the limit could not take: refused, why, and that the bank returns it (decision 075)', async () => {
    server([{ success: true, result: refusedTopUp() }]);
    show();
    const headline = await screen.findByRole('status', { name: /Payment refunded/ });
    expect(headline.textContent).toContain('This top-up by bank transfer arrived when your balance could no longer take it');
    expect(headline.textContent).toContain(
      "Why: together with top-ups that arrived first, it would have taken your balance above your account's limit.",
    );
    expect(screen.getByTestId('refund-line').textContent).toBe(
      'Your transfer of €1,000.00 was not booked; it goes back to the bank account you sent it from, which depending on the banks takes a few days.',
    );
    expect(screen.queryByText(/Waiting for your transfer/)).toBeNull();
  });

  it('says the same in German', async () => {
    server([{ success: true, result: refusedTopUp() }]);
    await i18n.changeLanguage('de');
    i18n.addResourceBundle('de', 'translation', checkoutDe, true, false);
    try {
      const session = customerSession();
      renderWithApp(<PaymentStatus paymentId="31" />, {
        session: { ...session, localization: { ...session.localization, language: 'de' } },
        path: '/cart/checkout/status/31',
      });
      const line = await screen.findByTestId('refund-line');
      expect(line.textContent).toBe(
        'Ihre Überweisung über €1,000.00 wurde nicht gebucht; sie geht an das Bankkonto zurück, von dem Sie sie geschickt haben. Das dauert je nach Bank einige Tage.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('an unknown payment: says so, with a way to the orders', async () => {
    server([{ success: false, httpStatus: 404, errors: [{ code: 1404, message: 'Not found' }] }]);
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('There is no payment with this number in your account.');
  });
});

describe('PaymentStatus for a visitor', () => {
  it('asks to log in, back to this page, without asking the server (which would answer 401 and reload)', async () => {
    const api = server([{ success: true, result: paymentStatus() }]);
    renderWithApp(<PaymentStatus paymentId="31" />, { path: '/cart/checkout/status/31' });
    expect(screen.getByText('Log in to see the state of this payment and its order.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/user/login?redirect=%2Fcart%2Fcheckout%2Fstatus%2F31');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls).toHaveLength(0);
  });
});
