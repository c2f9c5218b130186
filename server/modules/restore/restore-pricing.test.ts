import { describe, expect, it } from 'vitest';
import type { CartItemRow } from '../../db/schema/index';
import { priceSection } from '../cart/cart-pricing';
import type { CatalogTld, Offers } from '../price/price.service';
import { renewalYearsOf } from './restore.service';

const now = new Date('2027-04-10T10:00:00Z');

const com: CatalogTld = {
  tld: 'com',
  tldUtf8: 'com',
  categories: [],
  privacy: true,
  mailbox: true,
  dnssec: true,
  net: { registration: 1000, renewal: 1200, transfer: 1000, rgp: 5000 },
  trade: null,
  trustee: null,
  transferAuthinfo2: false,
  transferQuarantine: false,
  logoPath: null,
  launchedOn: '2020-01-01',
};
const offers: Offers = { tlds: [com], byTld: new Map([['com', com]]), promotionsOf: () => ({}), promotions: [] };

function rgpRow(domain: string, periodYears: number, overrides: Partial<CartItemRow> = {}): CartItemRow {
  return {
    id: 1,
    cartId: 1,
    section: 'rgp',
    type: 'Domain',
    domain,
    name: '',
    level: null,
    mailboxPasswordHash: null,
    privacyLevel: 0,
    trustee: false,
    periodYears,
    idnLanguage: null,
    premium: false,
    premiumPrice: null,
    premiumRenewPrice: null,
    transferAuthInfo: null,
    serviceUntil: null,
    addedAt: now,
    ...overrides,
  };
}

describe('restore prices (decision 022)', () => {
  it('is the restore fee plus the renewal year the registry adds, said in the line', () => {
    const [withYear] = priceSection([rgpRow('lapsed.com', 1)], offers, new Map(), now);
    expect(withYear.net).toBe(5000 + 1200);
    expect(withYear.description).toEqual({
      en: 'Domain restore lapsed.com, with 1 year renewal',
      de: 'Domainwiederherstellung lapsed.com, mit 1 Jahr Verlängerung',
    });
    const [feeOnly] = priceSection([rgpRow('still-running.com', 0)], offers, new Map(), now);
    expect(feeOnly.net).toBe(5000);
    expect(feeOnly.description.en).toBe('Domain restore still-running.com');
  });

  it("takes a premium name's renewal price for the year", () => {
    const [premium] = priceSection([rgpRow('gold.com', 1, { premium: true, premiumRenewPrice: 30_000 })], offers, new Map(), now);
    expect(premium.net).toBe(5000 + 30_000);
  });

  it("counts the years between the paid term and the registry's expiry after the restore", () => {
    const paid = new Date('2027-03-01T10:00:00Z');
    // Deleted inside the auto-renew grace period: the year was refunded, the registry renews on restore.
    expect(renewalYearsOf({ expiresAt: paid }, paid, now)).toBe(1);
    // A registry without auto-renew grace kept the auto-renew year it charged at expiry.
    expect(renewalYearsOf({ expiresAt: new Date('2028-03-01T10:00:00Z') }, paid, now)).toBe(1);
    // Deleted while the paid term still runs: the registry keeps the expiry, nothing to renew.
    const ahead = new Date('2027-12-01T10:00:00Z');
    expect(renewalYearsOf({ expiresAt: ahead }, ahead, now)).toBe(0);
  });
});
