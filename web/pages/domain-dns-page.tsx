import '@web/features/dns/dns-texts';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { DnsZoneEditor } from '@web/features/dns/components/dns-zone-editor';

/** The DNS zone of one of the customer's domains (spec §2.1 /domain/dns/:domain_utf8). */
export function DomainDnsPage() {
  const { t } = useTranslation();
  const domain = useParams().domain_utf8 ?? '';
  return (
    <>
      <PageTitle>{t('dns.title', { domain })}</PageTitle>
      <Text mb="md" maw={760}>
        {t('dns.intro')}{' '}
        <Anchor component={Link} to={paths.myDomains.getHref()}>
          {t('dns.backToDomains')}
        </Anchor>
      </Text>
      <DnsZoneEditor domain={domain} />
    </>
  );
}
