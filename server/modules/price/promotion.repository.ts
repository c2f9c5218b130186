import { and, asc, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotions } from '../../db/schema/index';

export type PromotionRow = typeof promotions.$inferSelect;

export function createPromotionRepository(db: Db) {
  return {
    /** Promotions that have started and not yet ended at `now`. */
    listRunning(now: Date): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(and(lte(promotions.startsAt, now), gt(promotions.endsAt, now)))
        .orderBy(asc(promotions.sort), asc(promotions.endsAt), asc(promotions.id));
    },
  };
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
