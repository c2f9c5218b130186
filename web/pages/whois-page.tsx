import { useId } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CenteredLoader } from '@web/components/ui/centered-loader';
import { PageTitle } from '@web/components/ui/page-title';
import { STATUS_COLORS } from '@web/app/theme';
import { whoisQueryOptions } from '@web/features/whois/api/get-whois';
import { WhoisForm } from '@web/features/whois/components/whois-form';
import { WhoisResult } from '@web/features/whois/components/whois-result';
import { currentLanguage } from '@web/i18n/i18n';
import { errorText } from '@web/lib/error-text';
import '@web/features/whois/whois-texts';

/** The WHOIS page (`/domain/whois/:domain?`): a query form and the answer for the domain in the address. */
export function WhoisPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const domain = (useParams().domain ?? '').trim();
  const whois = useQuery({ ...whoisQueryOptions(domain), enabled: domain !== '' });

  return (
    <Stack gap="xl">
      <div>
        <PageTitle id={titleId}>{t('pages.whois.title')}</PageTitle>
        <Text mb="md" maw="42rem">
          {t('whois.page.intro')}
        </Text>
        <WhoisForm key={domain} initialDomain={domain} labelledBy={titleId} />
      </div>
      {domain !== '' &&
        (whois.isPending ? (
          <CenteredLoader />
        ) : whois.isError ? (
          <Alert color={STATUS_COLORS.error} role="alert" title={t('whois.errorTitle')}>
            {errorText(whois.error, currentLanguage())}
          </Alert>
        ) : (
          <WhoisResult answer={whois.data} />
        ))}
    </Stack>
  );
}
