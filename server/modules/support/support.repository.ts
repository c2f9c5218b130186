import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportStatus } from '../../db/schema/index';

export type SupportMode = (typeof supportStatus.$inferSelect)['mode'];
export const SUPPORT_MODES: readonly SupportMode[] = ['auto', 'online', 'busy', 'offline'];
export type SupportStatusRow = typeof supportStatus.$inferSelect;

/** The operator's override of the chat state: one row, absent until first set (decision 056). */
export function createSupportRepository(db: Db) {
  return {
    async current(): Promise<SupportStatusRow | null> {
      const rows = await db.select().from(supportStatus).where(eq(supportStatus.id, 1)).limit(1);
      return rows[0] ?? null;
    },

    async set(mode: SupportMode, by: string, at: Date): Promise<SupportStatusRow> {
      const [row] = await db
        .insert(supportStatus)
        .values({ id: 1, mode, updatedAt: at, updatedBy: by })
        .onConflictDoUpdate({ target: supportStatus.id, set: { mode, updatedAt: at, updatedBy: by } })
        .returning();
      return row!;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
