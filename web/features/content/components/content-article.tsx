import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ContentSlug } from '@common/api/content.contract';
import { formatDocumentDate } from '@common/i18n/document-date';
import { LoadError } from '@web/components/ui/load-error';
import { PageTitle } from '@web/components/ui/page-title';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { CONTENT_ELEMENT_ATTRIBUTE } from '@web/lib/localization-reload';
import { useContentPage } from '../api/get-content-page';
import '../content-texts';

export function ContentArticleSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      <Skeleton height={34} width="50%" />
      <Skeleton height={12} mt="md" />
      <Skeleton height={12} />
      <Skeleton height={12} width="85%" />
      <Skeleton height={12} />
      <Skeleton height={12} width="60%" />
    </Stack>
  );
}

/** "Last changed on 3 March 2026" for a legal page. */
export function LastChanged({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const date = formatDocumentDate(iso, language);
  return (
    <Text size="sm" c="dimmed" mb="lg">
      {t('content.lastChanged')} <time dateTime={iso}>{date}</time>
    </Text>
  );
}

/**
 * A content page from the shop's database: its title (the page's h1, or an h2 with an anchor id for
 * a section of a longer page), the last-changed date of legal pages, and its body. The body is HTML
 * the server made from Markdown and sanitised with an allow-list; links inside the shop stay in the
 * app instead of loading the page again.
 */
export function ContentArticle({
  slug,
  section,
  showHeading,
}: {
  slug: ContentSlug;
  section?: string;
  /** Scrolls to the first heading of the body that matches, once it is there. */ showHeading?: RegExp;
}) {
  const { t } = useTranslation();
  const query = useContentPage(slug);
  const navigate = useNavigate();
  const body = useRef<HTMLDivElement>(null);
  const html = query.data?.html;

  useEffect(() => {
    if (!showHeading || !html || !body.current) return;
    const heading = [...body.current.querySelectorAll('h2, h3')].find((element) => showHeading.test(element.textContent ?? ''));
    heading?.scrollIntoView({ block: 'start' });
  }, [html, showHeading]);

  const followInternalLinks = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as HTMLElement).closest('a');
      const href = anchor?.getAttribute('href');
      if (!href || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );

  if (query.isPending) return <ContentArticleSkeleton label={t('content.loading')} />;
  if (query.isError)
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} title={t('content.loadError')} />
    );

  const page = query.data;
  const headingId = section ? `${section}-title` : undefined;
  return (
    <article aria-labelledby={headingId}>
      {section ? (
        <Title order={2} id={headingId} mb="xs">
          {page.title}
        </Title>
      ) : (
        <PageTitle mb={page.legal ? 'xs' : 'md'}>{page.title}</PageTitle>
      )}
      {page.legal && <LastChanged iso={page.updated_at} />}
      <Typography maw="48rem">
        {/* Sanitised on the server (markdown-it with HTML off, then sanitize-html); see decision 046. */}
        {/* The content element of spec §4: a change of language reloads the page so the server renders it anew. */}
        <div
          ref={body}
          onClick={followInternalLinks}
          {...{ [CONTENT_ELEMENT_ATTRIBUTE]: '' }}
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
      </Typography>
    </article>
  );
}
