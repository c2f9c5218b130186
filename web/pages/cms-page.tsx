import { Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { CMS_PAGE_IDS, isCmsPageId, paths } from '@web/app/paths';
import { AbuseReportForm } from '@web/features/content/components/abuse-report-form';
import { ContentArticle } from '@web/features/content/components/content-article';
import { SupportRequestForm } from '@web/features/support/components/support-request-form';
import { NotFoundPage } from './not-found-page';
import './content-texts';

/**
 * Content pages by id (/cms/:id); the server sends the legacy links here. Their text comes from the
 * shop's content store (decision 046); report-abuse and support add their forms (046, 056). Unknown ids are not found.
 */
export function CmsPage() {
  const { t } = useTranslation();
  const { id } = useParams();

  if (id === undefined) {
    return (
      <>
        <PageTitle>{t('pages.cms.title')}</PageTitle>
        <List spacing="xs">
          {CMS_PAGE_IDS.map((pageId) => (
            <List.Item key={pageId}>
              <Anchor component={Link} to={paths.cms.getHref(pageId)}>
                {t(`cms.${pageId}.title`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </>
    );
  }
  if (!isCmsPageId(id)) return <NotFoundPage />;

  return (
    <>
      <ContentArticle slug={id} />
      {id === 'report-abuse' && <AbuseReportForm />}
      {id === 'support' && <SupportRequestForm />}
    </>
  );
}
