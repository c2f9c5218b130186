import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentPages, contentPageVersions } from '../../db/schema/index';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type ContentPageVersionRow = typeof contentPageVersions.$inferSelect;
export type ContentLanguage = ContentPageRow['language'];

export function createContentRepository(db: Db) {
  return {
    async find(slug: string, language: ContentLanguage): Promise<ContentPageRow | null> {
      const rows = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.slug, slug), eq(contentPages.language, language)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Every version of a page, newest first. */
    versions(slug: string, language: ContentLanguage): Promise<ContentPageVersionRow[]> {
      return db
        .select()
        .from(contentPageVersions)
        .where(and(eq(contentPageVersions.slug, slug), eq(contentPageVersions.language, language)))
        .orderBy(desc(contentPageVersions.version));
    },

    /**
     * Saves a new version: the page row is created or moved on to the next version (the row lock of
     * the upsert orders two simultaneous saves), and the version is added to the history.
     */
    async save(page: {
      slug: string;
      language: ContentLanguage;
      title: string;
      body: string;
      author: string;
      at: Date;
    }): Promise<ContentPageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contentPages)
          .values({ slug: page.slug, language: page.language, title: page.title, body: page.body, version: 1, updatedAt: page.at })
          .onConflictDoUpdate({
            target: [contentPages.slug, contentPages.language],
            set: { title: page.title, body: page.body, version: sql`${contentPages.version} + 1`, updatedAt: page.at },
          })
          .returning();
        await tx.insert(contentPageVersions).values({
          slug: page.slug,
          language: page.language,
          version: row!.version,
          title: page.title,
          body: page.body,
          createdAt: page.at,
          author: page.author,
        });
        return row!;
      });
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
