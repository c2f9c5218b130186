import { contentPages, contentPageVersions } from '../schema/index';
import type { Db } from '../client';
import { CONTENT_SLUGS } from '@common/api/content.contract';
import { INFO_PAGES } from './content-pages-info.data';
import { LEGAL_PAGES, type ContentPageSeed } from './content-pages-legal.data';

export const CONTENT_PAGE_SEEDS: Record<(typeof CONTENT_SLUGS)[number], ContentPageSeed> = Object.fromEntries(
  CONTENT_SLUGS.map((slug) => {
    const seed = LEGAL_PAGES[slug] ?? INFO_PAGES[slug];
    if (!seed) throw new Error(`content page ${slug} has no seed text`);
    return [slug, seed];
  }),
) as Record<(typeof CONTENT_SLUGS)[number], ContentPageSeed>;

/**
 * The first version of every content page in both languages: every shop has its terms, imprint
 * and privacy policy from the start. A page that exists is left as the operator edited it.
 */
export async function seedContentPages(db: Db, now: Date): Promise<void> {
  const rows = Object.entries(CONTENT_PAGE_SEEDS).flatMap(([slug, seed]) =>
    (['en', 'de'] as const).map((language) => ({ slug, language, title: seed[language].title, body: seed[language].body })),
  );
  const inserted = await db
    .insert(contentPages)
    .values(rows.map((row) => ({ ...row, version: 1, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ slug: contentPages.slug, language: contentPages.language, title: contentPages.title, body: contentPages.body });
  if (inserted.length === 0) return;
  await db
    .insert(contentPageVersions)
    .values(inserted.map((row) => ({ ...row, version: 1, createdAt: now, author: 'seed' })))
    .onConflictDoNothing();
}
