import '@web/features/reseller/reseller-texts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { useUser } from '@web/features/session/hooks/use-session';
import { InfoSection } from '@web/features/reseller/components/info-section';
import { UrlLine } from '@web/features/reseller/components/url-line';
import { OPENAPI_PATH, shopUrls } from '@web/features/reseller/shop-urls';

/**
 * `/reseller/tools` for everyone: the interfaces this shop's server answers, with their addresses
 * on this shop (the JSON API and its OpenAPI document, RDAP, the DynDNS2 update, zone files).
 */
export function ResellerToolsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const urls = shopUrls(window.location.origin);
  return (
    <>
      <PageTitle>{t('pages.resellerTools.title')}</PageTitle>
      <Stack gap="lg" maw="48rem">
        <Text>{t('reseller.tools.intro')}</Text>
        <InfoSection id="tools-api" title={t('reseller.tools.apiTitle')}>
          <Text>{t('reseller.tools.apiText')}</Text>
          <UrlLine label={t('reseller.tools.apiBase')} url={urls.api} />
          <UrlLine label={t('reseller.tools.openapi')} url={urls.openapi} />
          <Group gap="lg">
            <Anchor href={OPENAPI_PATH} target="_blank" rel="noopener">
              {t('reseller.tools.openapiLink')}
            </Anchor>
            <Anchor component={Link} to={user ? paths.resellerDocs.getHref() : paths.login.getHref(paths.resellerDocs.getHref())}>
              {t('reseller.tools.docsLink')}
            </Anchor>
          </Group>
        </InfoSection>
        <InfoSection id="tools-rdap" title={t('reseller.tools.rdapTitle')}>
          <Text>{t('reseller.tools.rdapText')}</Text>
          <UrlLine label={t('reseller.tools.rdapUrl')} url={urls.rdap} />
          <Anchor component={Link} to={paths.whois.getHref()}>
            {t('reseller.tools.whoisLink')}
          </Anchor>
        </InfoSection>
        <InfoSection id="tools-ddns" title={t('reseller.tools.ddnsTitle')}>
          <Text>{t('reseller.tools.ddnsText')}</Text>
          <UrlLine label={t('reseller.tools.ddnsUrl')} url={urls.dynDns} />
        </InfoSection>
        <InfoSection id="tools-zone" title={t('reseller.tools.zoneTitle')}>
          <Text>{t('reseller.tools.zoneText')}</Text>
          <UrlLine label={t('reseller.tools.zoneExport')} url={urls.zoneExport} />
          <UrlLine label={t('reseller.tools.zoneImport')} url={urls.zoneImport} />
          {user && (
            <Anchor component={Link} to={paths.myDomains.getHref()}>
              {t('reseller.tools.myDomainsLink')}
            </Anchor>
          )}
        </InfoSection>
      </Stack>
    </>
  );
}
