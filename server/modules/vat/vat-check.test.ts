import type { InvoiceView } from '@common/api/invoice.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { pdfLines } from '../../test/pdf-text';
import { createTestApp, get, post, type TestApp, type TestSession } from '../../test/test-app';
import { startViesDouble, type ViesDouble } from '../../test/vies-double';
import { commit, decideOnHostedPage, newCustomer, prepareCheckout } from '../payment/payment-test-helpers';
import { VIES_CONFIRMATION_DAYS, VIES_RECHECK_MINUTES } from './vat-check.service';

const clock = fixedClock('2026-11-20T09:00:00Z');
let vies: ViesDouble;
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  vies = await startViesDouble();
  // Sessions outlive the clock's jump past a confirmation's validity.
  testApp = await createTestApp({ clock, env: { VIES_URL: vies.url, SESSION_IDLE_MINUTES: String(60 * 24 * 90) } });
});
afterAll(async () => {
  await testApp.close();
  await vies.close();
});

/** A Dutch business, 21 % VAT at home; `vatId` makes each test's customer its own. */
const dutchBusiness = (vatId: string) => ({
  name: 'Jan de Vries',
  company: 'De Vries BV',
  street: 'Damrak 1',
  postal_code: '1012 LG',
  city: 'Amsterdam',
  country: 'NL',
  phone: '+31.201234567',
  business: true,
  vat_id: vatId,
});

async function saveBilling(session: TestSession, vatId: string) {
  const response = await post(app(), session, '/api/v1/user/profile/set-billing-address', dutchBusiness(vatId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as {
    profile: { billing: { vies: { status: string; checked_at: string | null; consultation: string | null } | null } };
    localization: { vat_rate: number };
  };
}

const quoteOf = async (session: TestSession) => {
  const response = await get(app(), session, '/api/v1/pay/init/register');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as {
    quote: { vat_rate: number; reverse_charge: boolean; net: number; vat: number; gross: number; fingerprint: string };
    footnotes: string[];
  };
};

describe('VIES check before reverse charge', () => {
  it('confirmed: no VAT, and the consultation number is kept on the invoice', async () => {
    vies.answer('NL100000001B01', 'valid');
    const session = await newCustomer(app(), 'vies-valid');
    const saved = await saveBilling(session, 'NL100000001B01');
    // Asked with the shop's own VAT ID as the requester, so that VIES gives a consultation number.
    expect(vies.requests.at(-1)).toEqual({
      countryCode: 'NL',
      vatNumber: '100000001B01',
      requesterMemberStateCode: 'DE',
      requesterNumber: '123456789',
    });
    const consultation = vies.lastConsultation()!;
    expect(saved.profile.billing.vies).toEqual({ status: 'confirmed', checked_at: clock.now().toISOString(), consultation });
    expect(saved.localization.vat_rate).toBe(0);

    const asked = vies.requests.length;
    const init = await prepareCheckout(app(), session, ['vies-confirmed.com'], 'card');
    // A fresh confirmation is not asked again at the quote.
    expect(vies.requests.length).toBe(asked);
    expect(init.quote).toMatchObject({ vat_rate: 0, reverse_charge: true, vat: 0 });
    expect(init.quote.gross).toBe(init.quote.net);
    expect(init.footnotes[0]).toContain('Reverse charge');
    const pending = (await commit(app(), session, init.quote.fingerprint)).json().result;
    await decideOnHostedPage(app(), pending.redirect_url, 'approve');

    const [invoice] = (await get(app(), session, '/api/v1/user/invoices')).json().result as InvoiceView[];
    expect(invoice.reverse_charge).toBe(true);
    const params = new URLSearchParams({ csrf_token: session.csrfToken, session_id: session.sessionId });
    const pdf = await app().inject({ method: 'GET', url: `${invoice.pdf_url}?${params}`, headers: { cookie: session.cookie } });
    const text = (await pdfLines(pdf.rawPayload)).join('\n');
    expect(text).toContain(`Recipient's VAT ID confirmed by VIES, consultation number ${consultation}.`);
  });

  it('refused: VAT of the billing country, with a clear note in English and German; the profile says so', async () => {
    vies.answer('NL100000002B01', 'invalid');
    const session = await newCustomer(app(), 'vies-refused');
    const saved = await saveBilling(session, 'NL100000002B01');
    expect(saved.profile.billing.vies).toEqual({ status: 'refused', checked_at: clock.now().toISOString(), consultation: null });
    expect(saved.localization.vat_rate).toBe(0.21);

    const init = await prepareCheckout(app(), session, ['vies-refused.com'], 'card');
    expect(init.quote).toMatchObject({ vat_rate: 0.21, reverse_charge: false });
    expect(init.quote.vat).toBeGreaterThan(0);
    expect(init.footnotes[0]).toBe(
      'The EU VIES service does not know your VAT ID, so VAT is charged. Please check the number in your profile.',
    );
    await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'NL' });
    expect((await quoteOf(session)).footnotes[0]).toBe(
      'Die EU-Datenbank VIES kennt Ihre USt-IdNr. nicht; daher wird Umsatzsteuer berechnet. Prüfen Sie die Nummer im Profil.',
    );

    const paid = (await commit(app(), session, init.quote.fingerprint)).json().result;
    await decideOnHostedPage(app(), paid.redirect_url, 'approve');
    const [invoice] = (await get(app(), session, '/api/v1/user/invoices')).json().result as InvoiceView[];
    expect(invoice).toMatchObject({ reverse_charge: false, gross: init.quote.gross });
    // After a reload the profile still says VAT is charged.
    expect((await get(app(), session, '/api/v1/user/profile/general')).json().result.billing.vies).toMatchObject({ status: 'refused' });
  });

  it('unreachable: VAT is charged; a later check that confirms the ID switches reverse charge on', async () => {
    vies.answer('NL100000003B01', 'server-error');
    const session = await newCustomer(app(), 'vies-down');
    const saved = await saveBilling(session, 'NL100000003B01');
    expect(saved.profile.billing.vies).toMatchObject({ status: 'unreachable', consultation: null });
    expect(saved.localization.vat_rate).toBe(0.21);

    const first = await prepareCheckout(app(), session, ['vies-down.com'], 'card');
    expect(first.quote).toMatchObject({ vat_rate: 0.21, reverse_charge: false });
    expect(first.footnotes[0]).toBe('Your VAT ID could not be checked with the EU VIES service yet; VAT is charged until it is confirmed.');

    // VIES is back; within the re-check interval quotes do not wait on it again.
    vies.answer('NL100000003B01', 'valid');
    const asked = vies.requests.length;
    clock.advance((VIES_RECHECK_MINUTES - 1) * 60_000);
    expect((await quoteOf(session)).quote.reverse_charge).toBe(false);
    expect(vies.requests.length).toBe(asked);

    clock.advance(2 * 60_000);
    const later = await quoteOf(session);
    expect(vies.requests.length).toBe(asked + 1);
    expect(later.quote).toMatchObject({ vat_rate: 0, reverse_charge: true, vat: 0 });
    // A confirmation that changes the VAT is a changed price: the first quote's fingerprint no longer pays.
    expect((await commit(app(), session, first.quote.fingerprint)).statusCode).toBe(409);
    const profile = (await get(app(), session, '/api/v1/user/profile/general')).json().result;
    expect(profile.billing.vies).toMatchObject({ status: 'confirmed', consultation: vies.lastConsultation() });
  });

  it('a confirmation counts for its VAT ID only, and for a limited time', async () => {
    vies.answer('NL100000004B01', 'valid');
    const session = await newCustomer(app(), 'vies-change');
    expect((await saveBilling(session, 'NL100000004B01')).profile.billing.vies?.status).toBe('confirmed');
    await prepareCheckout(app(), session, ['vies-change.com'], 'card');
    expect((await quoteOf(session)).quote.reverse_charge).toBe(true);

    // After the confirmation has aged out, the next quote asks again; VIES now refuses it.
    vies.answer('NL100000004B01', 'invalid');
    clock.advance(VIES_CONFIRMATION_DAYS * 86_400_000);
    const asked = vies.requests.length;
    expect((await quoteOf(session)).quote).toMatchObject({ reverse_charge: false, vat_rate: 0.21 });
    expect(vies.requests.length).toBe(asked + 1);

    // A new VAT ID is checked on its own when saved.
    vies.answer('NL100000005B01', 'valid');
    expect((await saveBilling(session, 'NL100000005B01')).profile.billing.vies?.status).toBe('confirmed');
    expect((await quoteOf(session)).quote.reverse_charge).toBe(true);
  });
});
