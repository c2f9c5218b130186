import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, exchangeRates, tlds } from '../../db/schema/index';

export function createReferenceDataRepository(db: Db) {
  return {
    listCountries() {
      return db.select().from(countries).orderBy(asc(countries.code));
    },
    listExchangeRates() {
      return db.select().from(exchangeRates);
    },
    listActiveTlds() {
      return db.select().from(tlds).where(eq(tlds.active, true)).orderBy(asc(tlds.tld));
    },
  };
}

export type ReferenceDataRepository = ReturnType<typeof createReferenceDataRepository>;
