import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { maintenanceWindows } from '../../db/schema/index';

export type MaintenanceRow = typeof maintenanceWindows.$inferSelect;

export function createMaintenanceRepository(db: Db) {
  return {
    /** Windows that start by `startsBefore` and have not ended at `now`, earliest first. */
    listUpcoming(now: Date, startsBefore: Date): Promise<MaintenanceRow[]> {
      const endsAt = sql`${maintenanceWindows.startsAt} + make_interval(hours => ${maintenanceWindows.durationHours})`;
      return db
        .select()
        .from(maintenanceWindows)
        .where(and(lte(maintenanceWindows.startsAt, startsBefore), gt(endsAt, now)))
        .orderBy(asc(maintenanceWindows.startsAt), asc(maintenanceWindows.id));
    },
  };
}

export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;
