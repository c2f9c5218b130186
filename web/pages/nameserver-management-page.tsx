import '@web/features/nameservers/nameservers-texts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { DomainNameserverEditor } from '@web/features/nameservers/components/domain-nameserver-editor';
import { HostTable } from '@web/features/nameservers/components/host-table';

/**
 * Nameserver management (spec §2.1 /user/nameservermanagement): a domain's nameservers (the
 * domain in `?domain=`, as my domains links it) and the customer's glue hosts.
 */
export function NameserverManagementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const domain = params.get('domain');

  return (
    <>
      <PageTitle>{t('pages.nameserverManagement.title')}</PageTitle>
      <Stack gap="xl">
        <Text maw={720}>{t('nameservers.intro')}</Text>
        <DomainNameserverEditor domain={domain} onDomainChange={(next) => setParams(next ? { domain: next } : {}, { replace: true })} />
        <HostTable />
      </Stack>
    </>
  );
}
