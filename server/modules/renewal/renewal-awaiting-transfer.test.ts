import { formatMoney } from '@common/money/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { addYears } from '../../registry/sandbox/sandbox-lifecycle';
import { ownAtRegistry, paidExpiryOf } from '../../test/registry-fixtures';
import { createTestApp, get, post, type TestApp, type TestSession } from '../../test/test-app';
import { PAYMENT_LIFETIME_MS } from '../payment/payment-settlement';
import { CONTACT, newCustomer, newKey } from '../payment/payment-test-helpers';

const clock = fixedClock(new Date());
let testApp: TestApp;
const app = () => testApp.app;
const services = () => app().services;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

interface Waiting {
  payment_id: number;
  reference: string;
  amount: string;
  pay_by: string;
  lines: string[];
  changed: boolean;
}

const add = (session: TestSession, name: string, options: Record<string, unknown>) =>
  post(app(), session, `/api/v1/cart/renew/add/domain/${name}`, { options });
const renewCart = async (session: TestSession) => (await get(app(), session, '/api/v1/cart/renew/list')).json().result;
const waitingOf = async (session: TestSession): Promise<Waiting[]> => (await renewCart(session)).awaiting_transfers;

/** Checks the renew cart out by bank transfer; answers the pending payment's status. */
async function checkOutByTransfer(session: TestSession) {
  expect((await post(app(), session, '/api/v1/pay/settings', { type: 'renew', method: 'bank_transfer' })).statusCode).toBe(200);
  expect((await post(app(), session, '/api/v1/pay/save/contact', { type: 'renew', contact: CONTACT })).statusCode).toBe(200);
  const init = (await get(app(), session, '/api/v1/pay/init/renew')).json().result;
  const committed = await post(app(), session, '/api/v1/pay/commit', {
    type: 'renew',
    idempotency_key: newKey(),
    fingerprint: init.quote.fingerprint,
    terms: true,
    withdrawal_consent: true,
  });
  expect(committed.statusCode, committed.body).toBe(200);
  const result = committed.json().result;
  expect(result).toMatchObject({ status: 'pending', order: { status: 'pending_payment' } });
  return { payment: result, gross: init.quote.gross as number };
}

describe('a renewal order waiting for its bank transfer (decision 071)', () => {
  it('is shown with the renew cart: reference, amount, due day and what it renews; a change since is marked as not ordered', async () => {
    const session = await newCustomer(app(), 'wait-shown');
    const owned = await ownAtRegistry(app(), session, 'wait-shown-a.com');
    await add(session, 'wait-shown-a.com', { period: 1 });
    expect(await waitingOf(session)).toEqual([]);

    const { payment, gross } = await checkOutByTransfer(session);
    const waiting = {
      payment_id: payment.payment_id,
      reference: payment.transfer.reference,
      amount: formatMoney({ amount: gross, currency: 'EUR' }, 'en'),
      pay_by: new Date(clock.now().getTime() + PAYMENT_LIFETIME_MS.bank_transfer).toISOString(),
      lines: ['Domain renewal wait-shown-a.com, 1 year'],
      changed: false,
    };
    expect(waiting.reference).toMatch(/^DS-\d{8}$/);
    expect(await waitingOf(session)).toEqual([waiting]);
    const all = (await get(app(), session, '/api/v1/cart/list/all')).json().result;
    expect(all.renew.awaiting_transfers).toEqual([waiting]);
    expect(all.register.awaiting_transfers).toEqual([]);

    // 1 year → 5: the answer of the change itself says that the waiting order still renews 1 year.
    const id = Object.keys((await renewCart(session)).items)[0];
    const five = (await post(app(), session, `/api/v1/cart/renew/update/${id}`, { period: 5 })).json().result;
    expect(five.items[id].period).toBe(5);
    expect(five.awaiting_transfers).toEqual([{ ...waiting, changed: true }]);
    await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    expect((await waitingOf(session))[0]).toMatchObject({
      amount: formatMoney({ amount: gross, currency: 'EUR' }, 'de'),
      lines: ['Domainverlängerung wait-shown-a.com, 1 Jahr'],
      changed: true,
    });
    await post(app(), session, '/api/v1/user/localization', { language: 'en', currency: 'EUR', country: 'DE' });
    // Back to what was ordered: nothing differs any more.
    await post(app(), session, `/api/v1/cart/renew/update/${id}`, { period: 1 });
    expect((await waitingOf(session))[0].changed).toBe(false);
    await post(app(), session, `/api/v1/cart/renew/update/${id}`, { period: 5 });

    // The transfer for the waiting order pays what it lists, as the notice said: one year; then it is gone.
    await services().paymentNotices.bookBankTransfer(waiting.reference, gross, 'EUR');
    await services().jobs.drain();
    expect(await paidExpiryOf(app(), 'wait-shown-a.com')).toEqual(addYears(owned.expiresAt, 1));
    expect(await waitingOf(session)).toEqual([]);
  });

  it('is replaced by checking out again: the changed items are ordered, the old reference is no longer booked', async () => {
    const session = await newCustomer(app(), 'wait-again');
    const owned = await ownAtRegistry(app(), session, 'wait-again-a.com');
    await add(session, 'wait-again-a.com', { period: 1 });
    const first = await checkOutByTransfer(session);
    const id = Object.keys((await renewCart(session)).items)[0];
    await post(app(), session, `/api/v1/cart/renew/update/${id}`, { period: 5 });
    expect((await waitingOf(session))[0]).toMatchObject({ reference: first.payment.transfer.reference, changed: true });

    const second = await checkOutByTransfer(session);
    expect(second.gross).toBeGreaterThan(first.gross);
    expect(await waitingOf(session)).toEqual([
      expect.objectContaining({
        reference: second.payment.transfer.reference,
        lines: ['Domain renewal wait-again-a.com, 5 years'],
        changed: false,
      }),
    ]);
    // The replaced order's transfer is refused (the bank returns it): it renews nothing.
    await expect(services().paymentNotices.bookBankTransfer(first.payment.transfer.reference, first.gross, 'EUR')).rejects.toMatchObject({
      code: 3027,
    });
    await services().paymentNotices.bookBankTransfer(second.payment.transfer.reference, second.gross, 'EUR');
    await services().jobs.drain();
    expect(await paidExpiryOf(app(), 'wait-again-a.com')).toEqual(addYears(owned.expiresAt, 5));
    expect((await renewCart(session)).count).toBe(0);
  });
});
