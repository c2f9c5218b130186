import type { Db } from '../client';
import { coupons } from '../schema/index';

/**
 * Demo coupons (docs/decisions/018). Valid from 2026 to the end of 2030, except EXPIRED25,
 * which shows what an expired code answers. Values: whole percent, or net euro cents.
 */
export const DEMO_COUPONS: (typeof coupons.$inferInsert)[] = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    tld: null,
    minOrderNet: 0,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2031-01-01T00:00:00Z'),
    maxUses: null,
    maxUsesPerUser: 1,
    descriptionEn: '10% off the whole order, once per customer',
    descriptionDe: '10 % auf die ganze Bestellung, einmal pro Kunde',
  },
  {
    code: 'COM5',
    kind: 'fixed',
    value: 500,
    tld: 'com',
    minOrderNet: 0,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2031-01-01T00:00:00Z'),
    maxUses: 1000,
    maxUsesPerUser: 3,
    descriptionEn: '5.00 EUR (net) off .com names',
    descriptionDe: '5,00 EUR (netto) Rabatt auf .com-Domains',
  },
  {
    code: 'SAVE20',
    kind: 'percent',
    value: 20,
    tld: null,
    minOrderNet: 3000,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2031-01-01T00:00:00Z'),
    maxUses: 100,
    maxUsesPerUser: null,
    descriptionEn: '20% off orders from 30.00 EUR (net)',
    descriptionDe: '20 % auf Bestellungen ab 30,00 EUR (netto)',
  },
  {
    code: 'EXPIRED25',
    kind: 'percent',
    value: 25,
    tld: null,
    minOrderNet: 0,
    startsAt: new Date('2025-01-01T00:00:00Z'),
    endsAt: new Date('2026-01-01T00:00:00Z'),
    maxUses: null,
    maxUsesPerUser: null,
    descriptionEn: '25% off (ended)',
    descriptionDe: '25 % Rabatt (abgelaufen)',
  },
];

/** Idempotent: coupons that exist are left as the operator changed them. */
export async function seedCoupons(db: Db): Promise<void> {
  await db.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing();
}
