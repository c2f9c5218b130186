import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tlds } from '../../db/schema/index';

export type TldRow = typeof tlds.$inferSelect;

export function createTldCatalogRepository(db: Db) {
  return {
    /** Every TLD on sale with its prices and services. */
    listActive(): Promise<TldRow[]> {
      return db.select().from(tlds).where(eq(tlds.active, true)).orderBy(asc(tlds.tld));
    },
  };
}

export type TldCatalogRepository = ReturnType<typeof createTldCatalogRepository>;
