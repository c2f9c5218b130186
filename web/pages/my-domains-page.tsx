import '@web/features/my-domains/my-domains-texts';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PagePrefetch } from '@web/app/lazy-page';
import { paths } from '@web/app/paths';
import { resolveRoute } from '@web/app/resolve-route';
import { useRouteName } from '@web/app/use-route-name';
import { PageTitle } from '@web/components/ui/page-title';
import { DomainList, prefetchDomainList } from '@web/features/my-domains/components/domain-list';
import { MailboxList } from '@web/features/mailboxes/components/mailbox-list';
import { DomainTransferMenu } from '@web/features/transfers/components/domain-transfer-actions';

const TABS = ['domains', 'mailboxes'] as const;
const HREFS = { domains: paths.myDomains.getHref(), mailboxes: paths.myMailboxes.getHref() };

/** The domain tab's list and counts, for a logged-in customer (others are sent to the login). */
export const prefetchMyDomains: PagePrefetch = ({ session, url, queryClient }) => {
  if (session.user && resolveRoute(url.pathname).name === 'myDomains') prefetchDomainList(queryClient);
};

/**
 * "My domains" and "My mailboxes" (spec §2.1: one screen for /user/domains and /user/mailboxes),
 * each tab a page of its own, so they are links in a navigation rather than ARIA tabs.
 */
export function MyDomainsPage() {
  const { t } = useTranslation();
  const tab = useRouteName() === 'myMailboxes' ? 'mailboxes' : 'domains';

  return (
    <>
      <PageTitle>{t(tab === 'domains' ? 'pages.myDomains.title' : 'pages.myMailboxes.title')}</PageTitle>
      <Stack gap="lg">
        <nav aria-label={t('myDomains.tabsLabel')}>
          <Group gap={4} wrap="wrap" pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            {TABS.map((name) => (
              <Button
                key={name}
                component={Link}
                to={HREFS[name]}
                variant={name === tab ? 'light' : 'subtle'}
                fw={name === tab ? 700 : 500}
                aria-current={name === tab ? 'page' : undefined}
              >
                {t(`myDomains.tabs.${name}`)}
              </Button>
            ))}
          </Group>
        </nav>
        {/* The transfers feature adds auth code, lock and privacy to each domain's menu (decision 023). */}
        {tab === 'domains' ? <DomainList menuExtension={DomainTransferMenu} /> : <MailboxList />}
      </Stack>
    </>
  );
}
