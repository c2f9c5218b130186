import { describe, expect, it } from 'vitest';
import type { CartItemRow, CouponRow } from '../../db/schema/index';
import type { CatalogTld, Offers } from '../price/price.service';
import { couponDiscount, monthsLeft, priceSection, type CouponState } from './cart-pricing';

const now = new Date('2026-11-22T10:00:00Z');

function tld(name: string, registration: number, renewal: number, services: { privacy?: boolean; mailbox?: boolean } = {}): CatalogTld {
  return {
    tld: name,
    tldUtf8: name,
    categories: [],
    privacy: services.privacy ?? true,
    mailbox: services.mailbox ?? true,
    dnssec: true,
    net: { registration, renewal, transfer: registration, rgp: 5000 },
    trade: null,
    trustee: null,
    transferAuthinfo2: false,
    transferQuarantine: false,
    logoPath: null,
    launchedOn: '2020-01-01',
  };
}

const catalog = [tld('com', 1000, 1200), tld('de', 500, 500, { privacy: false }), tld('xyz', 100, 2000, { mailbox: false })];
const offers: Offers = {
  tlds: catalog,
  byTld: new Map(catalog.map((entry) => [entry.tld, entry])),
  promotionsOf: () => ({}),
  promotions: [],
};

let nextId = 1;
function row(type: CartItemRow['type'], domain: string, overrides: Partial<CartItemRow> = {}): CartItemRow {
  return {
    id: nextId++,
    cartId: 1,
    section: 'register',
    type,
    domain,
    name: '',
    level: null,
    mailboxPasswordHash: null,
    privacyLevel: 0,
    trustee: false,
    periodYears: 1,
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

function coupon(overrides: Partial<CouponRow> = {}, uses: Partial<Pick<CouponState, 'usesTotal' | 'usesByUser'>> = {}): CouponState {
  return {
    coupon: {
      id: 1,
      code: 'TEST',
      kind: 'percent',
      value: 10,
      tld: null,
      minOrderNet: 0,
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: new Date('2027-01-01T00:00:00Z'),
      maxUses: null,
      maxUsesPerUser: null,
      descriptionEn: 'test',
      descriptionDe: 'Test',
      ...overrides,
    },
    usesTotal: uses.usesTotal ?? 0,
    usesByUser: uses.usesByUser ?? 0,
  };
}

const nets = (rows: CartItemRow[], coupons = new Map<string, CouponState>()) =>
  priceSection(rows, offers, coupons, now).map((line) => [line.row.type, line.row.domain, line.net, line.couponProblem]);

describe('cart pricing', () => {
  it("prices the first year, later years at renewal, privacy per year, and mailboxes for the domain's period", () => {
    expect(nets([row('Domain', 'a.com', { periodYears: 3, privacyLevel: 1 }), row('Mailbox', 'a.com', { name: 'x', level: 2 })])).toEqual([
      ['Domain', 'a.com', 1000 + 2 * 1200 + 3 * 390, null],
      ['Mailbox', 'a.com', 3 * 2490, null],
    ]);
  });

  it('charges no privacy where the TLD does not allow it and sells no mailbox where it offers none, nor one without its domain', () => {
    expect(
      nets([
        row('Domain', 'a.de', { privacyLevel: 1 }),
        row('Domain', 'a.xyz'),
        row('Mailbox', 'a.xyz', { name: 'x', level: 1 }),
        row('Mailbox', 'gone.com', { name: 'x', level: 1 }),
      ]),
    ).toEqual([
      ['Domain', 'a.de', 500, null],
      ['Domain', 'a.xyz', 100, null],
    ]);
  });

  it("charges a renewal's trustee service per year of the renewal, only where the TLD has one, and names it", () => {
    const withTrustee = { ...offers, byTld: new Map([...offers.byTld, ['de', { ...offers.byTld.get('de')!, trustee: 1290 }]]) };
    const lines = priceSection(
      [
        row('Domain', 'a.de', { section: 'renew', periodYears: 2, trustee: true }),
        row('Domain', 'a.com', { section: 'renew', trustee: true }),
      ],
      withTrustee,
      new Map(),
      now,
    );
    expect(lines.map((line) => line.net)).toEqual([500 * 2 + 1290 * 2, 1200]);
    expect(lines[0].description).toEqual({
      en: 'Domain renewal a.de, 2 years, with local presence service',
      de: 'Domainverlängerung a.de, 2 Jahre, mit Treuhanddienst',
    });
    expect(lines[1].description.en).toBe('Domain renewal a.com, 1 year');
  });

  it('leaves out names whose TLD is no longer on sale', () => {
    expect(nets([row('Domain', 'a.gone'), row('Domain', 'b.com')])).toEqual([['Domain', 'b.com', 1000, null]]);
  });

  it('takes a percentage of every line, rounded to the cent', () => {
    const rows = [row('Domain', 'a.com'), row('Domain', 'b.de'), row('Coupon', '', { name: 'TEST' })];
    expect(nets(rows, new Map([['TEST', coupon({ value: 15 })]])).at(-1)).toEqual(['Coupon', '', -225, null]);
  });

  it('takes a fixed amount of the names of its TLD, at most their price', () => {
    const rows = [row('Domain', 'a.com'), row('Domain', 'b.de'), row('Coupon', '', { name: 'TEST' })];
    expect(nets(rows, new Map([['TEST', coupon({ kind: 'fixed', value: 300, tld: 'de' })]])).at(-1)).toEqual(['Coupon', '', -300, null]);
    expect(nets(rows, new Map([['TEST', coupon({ kind: 'fixed', value: 900, tld: 'de' })]])).at(-1)).toEqual(['Coupon', '', -500, null]);
    expect(nets(rows, new Map([['TEST', coupon({ kind: 'fixed', value: 900, tld: 'org' })]])).at(-1)).toEqual([
      'Coupon',
      '',
      0,
      'no_items',
    ]);
  });

  it('gives nothing below the minimum order, outside the window, or beyond the limits', () => {
    const lines = priceSection([row('Domain', 'a.com')], offers, new Map(), now);
    expect(couponDiscount(coupon({ minOrderNet: 1001 }), lines, now)).toEqual({ discount: 0, problem: 'min_order' });
    expect(couponDiscount(coupon({ minOrderNet: 1000 }), lines, now)).toEqual({ discount: 100, problem: null });
    expect(couponDiscount(coupon({ startsAt: new Date('2026-12-01T00:00:00Z') }), lines, now).problem).toBe('not_started');
    expect(couponDiscount(coupon({ endsAt: now }), lines, now).problem).toBe('expired');
    expect(couponDiscount(coupon({ maxUses: 5 }, { usesTotal: 5 }), lines, now).problem).toBe('exhausted');
    expect(couponDiscount(coupon({ maxUsesPerUser: 1 }, { usesByUser: 1 }), lines, now).problem).toBe('user_limit');
    expect(couponDiscount(coupon({ maxUses: 5, maxUsesPerUser: 2 }, { usesTotal: 4, usesByUser: 1 }), lines, now).problem).toBeNull();
  });

  it('keeps a coupon that no longer exists, without discount', () => {
    expect(nets([row('Domain', 'a.com'), row('Coupon', '', { name: 'GONE' })]).at(-1)).toEqual(['Coupon', '', 0, 'unknown']);
  });
});

describe('WHOIS privacy for the rest of a term (decision 028)', () => {
  it('counts whole months left, a started month as a month, the 31st plus a month as the end of a short month', () => {
    expect(monthsLeft(new Date('2026-03-10T12:00:00Z'), new Date('2026-09-30T12:00:00Z'))).toBe(7);
    expect(monthsLeft(new Date('2026-03-10T12:00:00Z'), new Date('2026-09-10T12:00:00Z'))).toBe(6);
    expect(monthsLeft(new Date('2026-03-10T12:00:00Z'), new Date('2026-09-10T12:00:01Z'))).toBe(7);
    expect(monthsLeft(new Date('2027-01-31T00:00:00Z'), new Date('2027-02-28T00:00:00Z'))).toBe(1);
    expect(monthsLeft(new Date('2026-03-10T12:00:00Z'), new Date('2026-03-10T12:00:00Z'))).toBe(0);
  });

  it('prices the months left at the yearly price pro rata, with the name and the end in the line, and not after the term', () => {
    const item = row('Privacy', 'example.com', { section: 'renew', serviceUntil: new Date('2027-05-22T10:00:00Z') });
    const [line] = priceSection([item], offers, new Map(), now);
    // 3.90 a year × 6/12.
    expect(line).toMatchObject({
      net: 195,
      privacyNet: 195,
      description: {
        en: 'WHOIS privacy example.com until 2027-05-22, 6 months',
        de: 'WHOIS-Datenschutz example.com bis 22.05.2027, 6 Monate',
      },
    });
    expect(priceSection([item], offers, new Map(), new Date('2027-05-22T10:00:00Z'))).toEqual([]);
    // A TLD that does not offer privacy sells none.
    expect(
      priceSection(
        [row('Privacy', 'example.de', { section: 'renew', serviceUntil: new Date('2027-05-22T10:00:00Z') })],
        offers,
        new Map(),
        now,
      ),
    ).toEqual([]);
  });
});
