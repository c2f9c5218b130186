import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { dnsMailfwConfirmBodySchema, type DnsMailfwConfirmation } from '@common/api/dns.contract';
import { EmailLinkPage } from '@web/components/ui/email-link-page';
import { paths } from '@web/app/paths';
import { useConfirmMailfw } from '@web/features/dns/mailfw-confirm/confirm-mailfw';
import { currentLanguage } from '@web/i18n/i18n';
import { errorText } from '@web/lib/error-text';
import '@web/features/dns/mailfw-confirm/mailfw-confirm-texts';

const tokenSchema = dnsMailfwConfirmBodySchema.shape.token;

/**
 * The link of the mail sent to a new MAILFW destination (spec §3 "inactive until destination
 * address confirmed"). No login: the person who owns the destination address is rarely a customer.
 */
export function DnsMailfwConfirmPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmMailfw();

  return (
    <EmailLinkPage
      title={t('pages.dnsMailfwConfirm.title')}
      token={token}
      tokenWellFormed={tokenSchema.safeParse(token).success}
      action={confirm}
      failedTitle={t('mailfwConfirm.failedTitle')}
      missingTokenText={t('mailfwConfirm.noToken')}
      badTokenText={t('mailfwConfirm.unknownToken')}
      errorContent={(error, linkRefused) => (linkRefused ? t('mailfwConfirm.unknownToken') : errorText(error, currentLanguage()))}
      doneTitle={t('mailfwConfirm.doneTitle')}
      doneContent={(result) => (
        <>
          <Text size="sm">{doneText(result, t)}</Text>
          <Text size="sm" mt="xs">
            {t('mailfwConfirm.delay')}
          </Text>
        </>
      )}
      retryLabel={t('mailfwConfirm.retry')}
      next={
        <Button component={Link} to={paths.home.getHref()} variant="default" w="fit-content">
          {t('mailfwConfirm.toHome')}
        </Button>
      }
    />
  );
}

/** "Mail for info@example.com, sales@example.com is now forwarded to …", the domain in its Unicode form. */
function doneText(result: DnsMailfwConfirmation, t: (key: string, options?: Record<string, string>) => string): string {
  const domain = result.domain_utf8;
  if (result.sources.length === 0) return t('mailfwConfirm.doneNoRecord', { destination: result.destination, domain });
  const sources = result.sources
    .map((source) => (source === '*' ? t('mailfwConfirm.anyAddress', { domain }) : `${source}@${domain}`))
    .join(', ');
  return t('mailfwConfirm.done', { sources, destination: result.destination });
}
