// test tier: unit
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { insideTransaction, markTransactions } from '../../db/transaction-context';
import { fixedClock } from '../../lib/clock';
import type { ReferenceDataRepository } from './reference-data.repository';
import { createReferenceDataService } from './reference-data.service';

/** A repository that counts its loads; the rate of the second load differs from the first. */
function countingRepository() {
  let loads = 0;
  const repository = {
    async listCountries() {
      return [{ code: 'DE', vatRateBp: 1900, eu: true, featured: true }];
    },
    async listExchangeRates() {
      loads += 1;
      return [{ currency: 'USD', ratePerEuro: loads === 1 ? '1.10' : '1.20' }];
    },
    async listActiveTlds() {
      return [{ tld: 'com' }];
    },
  } as unknown as ReferenceDataRepository;
  return { repository, loads: () => loads };
}

/** A database whose transaction runs its work at once, marked as the real ones are. */
const database = markTransactions({ transaction: async (work: (tx: unknown) => Promise<unknown>) => work({}) } as unknown as Db);

describe('reference data', () => {
  it('is read once a minute, and inside a transaction served from the cache even when stale', async () => {
    const clock = fixedClock('2026-11-26T12:00:00.000Z');
    const { repository, loads } = countingRepository();
    const service = createReferenceDataService(repository, clock, 'DE');
    expect((await service.get()).exchangeRates.USD).toBe(1.1);
    clock.advance(30_000);
    await service.get();
    expect(loads()).toBe(1);

    clock.advance(31_000);
    const inside = await database.transaction(async () => {
      expect(insideTransaction()).toBe(true);
      return service.get();
    });
    expect(inside.exchangeRates.USD).toBe(1.1);
    expect(loads()).toBe(1);
    expect(insideTransaction()).toBe(false);

    expect((await service.get()).exchangeRates.USD).toBe(1.2);
    expect(loads()).toBe(2);
  });

  it('does not count work that outlives its transaction as inside it', async () => {
    let later: Promise<boolean> | undefined;
    await database.transaction(async () => {
      later = new Promise((resolve) => setTimeout(() => resolve(insideTransaction()), 10));
    });
    expect(await later).toBe(false);
  });
});
