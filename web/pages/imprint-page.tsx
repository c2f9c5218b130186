import { Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@web/components/ui/page-title';
import { IMPRINT_SECTIONS } from '@web/app/paths';
import { ContentArticle } from '@web/features/content/components/content-article';
import './content-texts';

/**
 * Imprint, privacy policy and accessibility statement, each a content page of its own with its
 * last-changed date and its anchor (legacy links such as /imprint#privacy land on it; spec §2.1).
 */
export function ImprintPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.imprint.title'));
  return (
    <>
      <VisuallyHidden component="h1">{t('pages.imprint.title')}</VisuallyHidden>
      <Stack gap="xl">
        {IMPRINT_SECTIONS.map((section) => (
          // tabIndex -1: a legacy link such as /imprint#privacy moves the focus here, not only the view.
          <section key={section} id={section} tabIndex={-1}>
            <ContentArticle slug={section} section={section} />
          </section>
        ))}
      </Stack>
    </>
  );
}
