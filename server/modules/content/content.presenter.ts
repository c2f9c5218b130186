import { LEGAL_CONTENT_SLUGS, type ContentPage, type ContentSlug } from '@common/api/content.contract';
import { renderMarkdown } from './content-markdown';
import { fillPlaceholders } from './content-placeholders';
import type { ContentPageRow } from './content.repository';

/** A page as the shop shows it: its Markdown with the operator's details filled in (`placeholders`), as HTML. */
export function presentContentPage(row: ContentPageRow, placeholders: Record<string, string>): ContentPage {
  return {
    slug: row.slug as ContentSlug,
    language: row.language,
    title: row.title,
    html: renderMarkdown(fillPlaceholders(row.body, placeholders)),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    legal: LEGAL_CONTENT_SLUGS.includes(row.slug as ContentSlug),
  };
}
