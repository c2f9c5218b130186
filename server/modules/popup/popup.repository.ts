import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { popups } from '../../db/schema/index';

export type PopupRow = typeof popups.$inferSelect;
export type NewPopup = Omit<typeof popups.$inferInsert, 'id' | 'createdAt'>;

/** The operator's start messages (spec §3 Popup); all SQL of the popups is here. */
export function createPopupRepository(db: Db) {
  return {
    /** The popups showing at `now` (started, not ended), oldest first. */
    listActive(now: Date): Promise<PopupRow[]> {
      return db
        .select()
        .from(popups)
        .where(and(lte(popups.startsAt, now), or(isNull(popups.endsAt), gt(popups.endsAt, now))))
        .orderBy(asc(popups.startsAt), asc(popups.id));
    },

    /** Every popup, newest first, for the operator's list. */
    listAll(): Promise<PopupRow[]> {
      return db.select().from(popups).orderBy(desc(popups.startsAt), desc(popups.id));
    },

    async insert(values: NewPopup): Promise<PopupRow> {
      const [row] = await db.insert(popups).values(values).returning();
      return row;
    },

    /** Ends a popup at `at` unless it has ended already; false when there is no such popup or it has. */
    async end(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(popups)
        .set({ endsAt: at })
        .where(and(eq(popups.id, id), or(isNull(popups.endsAt), gt(popups.endsAt, at))))
        .returning({ id: popups.id });
      return rows.length > 0;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(popups).where(eq(popups.id, id)).returning({ id: popups.id });
      return rows.length > 0;
    },
  };
}

export type PopupRepository = ReturnType<typeof createPopupRepository>;
