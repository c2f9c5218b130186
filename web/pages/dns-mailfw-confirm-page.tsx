import { useEffect, useRef } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { dnsMailfwConfirmBodySchema, type DnsMailfwConfirmation } from '@common/api/dns.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { CenteredLoader } from '@web/components/ui/centered-loader';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '@web/app/paths';
import { titledAlert } from '@web/features/session/alert-colors';
import { useConfirmMailfw } from '@web/features/dns/mailfw-confirm/confirm-mailfw';
import { currentLanguage } from '@web/i18n/i18n';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import '@web/features/dns/mailfw-confirm/mailfw-confirm-texts';

const tokenSchema = dnsMailfwConfirmBodySchema.shape.token;

/**
 * The link of the mail sent to a new MAILFW destination (spec §3 "inactive until destination
 * address confirmed"). Opening the page changes nothing by itself being fetched: the token is
 * used with a POST once the page runs, so a mail scanner that prefetches the link starts no
 * forwarding. No login: the person who owns the destination address is rarely a customer.
 */
export function DnsMailfwConfirmPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const tokenWellFormed = tokenSchema.safeParse(token).success;
  const confirm = useConfirmMailfw();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under React's development double effects and later renders.
    if (!tokenWellFormed || sent.current === token) return;
    sent.current = token;
    confirm.mutate(token);
  }, [token, tokenWellFormed, confirm]);

  const home = (
    <Button component={Link} to={paths.home.getHref()} variant="default" w="fit-content">
      {t('mailfwConfirm.toHome')}
    </Button>
  );

  let content;
  if (!tokenWellFormed) {
    content = (
      <Stack gap="md">
        <Alert {...titledAlert('error')} role="alert" title={t('mailfwConfirm.failedTitle')}>
          {token ? t('mailfwConfirm.unknownToken') : t('mailfwConfirm.noToken')}
        </Alert>
        {home}
      </Stack>
    );
  } else if (confirm.isSuccess) {
    content = (
      <Stack gap="md">
        <Alert {...titledAlert('success')} role="status" title={t('mailfwConfirm.doneTitle')}>
          <Text size="sm">{doneText(confirm.data, t)}</Text>
          <Text size="sm" mt="xs">
            {t('mailfwConfirm.delay')}
          </Text>
        </Alert>
        {home}
      </Stack>
    );
  } else if (confirm.isError) {
    const linkRefused = isApiRequestError(confirm.error) && confirm.error.code === ErrorCode.TokenInvalid;
    content = (
      <Stack gap="md">
        <Alert {...titledAlert('error')} role="alert" title={t('mailfwConfirm.failedTitle')}>
          {linkRefused ? t('mailfwConfirm.unknownToken') : errorText(confirm.error, currentLanguage())}
        </Alert>
        <Group gap="sm">
          {!linkRefused && (
            <Button onClick={() => confirm.mutate(token)} loading={confirm.isPending}>
              {t('mailfwConfirm.retry')}
            </Button>
          )}
          {home}
        </Group>
      </Stack>
    );
  } else {
    content = <CenteredLoader />;
  }

  return (
    <Container size="xs" px={0}>
      <PageTitle>{t('pages.dnsMailfwConfirm.title')}</PageTitle>
      <Paper withBorder p="lg" aria-live="polite">
        {content}
      </Paper>
    </Container>
  );
}

/** "Mail for info@example.com, sales@example.com is now forwarded to …", the domain in its Unicode form. */
function doneText(result: DnsMailfwConfirmation, t: (key: string, options?: Record<string, string>) => string): string {
  const domain = result.domain_utf8;
  if (result.sources.length === 0) return t('mailfwConfirm.doneNoRecord', { destination: result.destination, domain });
  const sources = result.sources.map((source) => (source === '*' ? t('mailfwConfirm.anyAddress', { domain }) : `${source}@${domain}`)).join(', ');
  return t('mailfwConfirm.done', { sources, destination: result.destination });
}
