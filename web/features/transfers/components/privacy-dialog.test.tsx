import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerDomainView } from '@common/api/customer-domain.contract';
import type { PrivacyView } from '@common/api/privacy.contract';
import { i18n } from '@web/i18n/i18n';
import { demoUser, mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { snackbar } from '@web/lib/app-snackbar';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { useDomainTransferActions } from './domain-transfer-actions';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

const session = visitorSession({ authenticated: true, user: demoUser() });

const OWN: CustomerDomainView = {
  domain: 'quiet.com',
  domain_utf8: 'quiet.com',
  status: 'active',
  registered_at: '2026-01-01T10:00:00.000Z',
  expires_at: '2027-01-01T10:00:00.000Z',
  auto_renew: true,
  privacy: false,
  transfer_lock: false,
  transfer_locked_until: null,
  suspended: null,
  nameservers: [],
};

function view(overrides: Partial<PrivacyView> = {}): PrivacyView {
  return {
    domain: 'quiet.com',
    domain_utf8: 'quiet.com',
    privacy: false,
    available: true,
    paid_until: null,
    term_expires: '2027-01-01T10:00:00.000Z',
    paid_now: false,
    offer: {
      months: 7,
      until: '2027-01-01T10:00:00.000Z',
      price: { total: 271, retail: 228, vat: 43, display_total: '€2.71', currency: 'EUR' },
    },
    in_cart: false,
    being_activated: false,
    ...overrides,
  };
}

function Harness({ domain }: { domain: CustomerDomainView }) {
  const { onAction, dialogs } = useDomainTransferActions(domain);
  return (
    <>
      <button type="button" onClick={() => onAction('privacy')}>
        Open
      </button>
      {dialogs}
    </>
  );
}

/** Every key of one language has its twin in the other. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('WHOIS privacy dialog (decision 028)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    await i18n.changeLanguage('en');
  });

  it('names the price of the rest of the term before anything is bought, and only then adds it to the renewal cart', async () => {
    let inCart = false;
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: view({ in_cart: inCart }) }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<Harness domain={OWN} />, { session });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'WHOIS privacy of quiet.com' });
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'It is not included in this term: for the rest of the term (7 months, until January 1, 2027) it costs €2.71 including VAT. It goes into your renewal cart and turns on as soon as the order is paid.',
      ),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    inCart = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to renewal cart' }));
    await waitFor(() =>
      expect(snackbar.success).toHaveBeenCalledWith(
        'WHOIS privacy of quiet.com is in your renewal cart. It turns on once the order is paid.',
      ),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/domain/privacy/quiet.com', body: expect.objectContaining({ privacy: true }) }),
    ]);
  });

  it('says in German too what the rest of the term costs', async () => {
    const { fetchMock } = mockApi(() => ({
      success: true,
      result: view({
        offer: {
          months: 1,
          until: '2027-01-01T10:00:00.000Z',
          price: { total: 39, retail: 33, vat: 6, display_total: '0,39 €', currency: 'EUR' },
        },
      }),
    }));
    vi.stubGlobal('fetch', fetchMock);
    // The German texts of this lazily loaded feature, as the page would have added them.
    i18n.addResourceBundle('de', 'translation', de, true, false);
    await i18n.changeLanguage('de');
    renderWithApp(<Harness domain={OWN} />, { session: { ...session, localization: { ...session.localization, language: 'de' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(dialog.textContent).toContain('Für den Rest des Zeitraums (1 Monat, bis 1. Januar 2027) kostet er 0,39 € inklusive MwSt.'),
    );
    expect(dialog.textContent).toContain('WHOIS-Datenschutz von quiet.com');
    expect(within(dialog).getByRole('button', { name: 'In den Verlängerungs-Warenkorb' })).toBeTruthy();
  });

  it('turns off only after saying that nothing is refunded for the rest of the term', async () => {
    const { fetchMock, calls } = mockApi(() => ({
      success: true,
      result: view({ privacy: true, paid_now: true, paid_until: '2027-01-01T10:00:00.000Z', offer: null }),
    }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<Harness domain={{ ...OWN, privacy: true }} />, { session });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'WHOIS privacy of quiet.com turns off at once. No refund is made for the rest of the term; until January 1, 2027 you can turn it on again at no charge.',
      ),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        expect.objectContaining({ body: expect.objectContaining({ privacy: false }) }),
      ]),
    );
  });

  it('has every privacy text in English and German', () => {
    expect(keysOf(de.transfers.privacy).sort()).toEqual(keysOf(en.transfers.privacy).sort());
  });
});
