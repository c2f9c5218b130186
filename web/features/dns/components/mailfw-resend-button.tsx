import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@common/errors/error-messages';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { resendMailfwLink } from '../api/dns-zone';
import { isTouched, type LocalRecord } from '../model/local-zone';
import '../dns-texts';

/**
 * "Send the link again" on a saved MAILFW record whose destination has not confirmed: a save
 * mails only addresses the zone never used, so a lost mail has no other way back. Shown only for
 * the record as saved, since the server knows only saved destinations.
 */
export function MailfwResendButton({ record, domain }: { record: LocalRecord; domain: string }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const destination = record.content.value;
  const resend = useMutation({ mutationFn: () => resendMailfwLink(domain, destination) });
  if (record.content.type !== 'MAILFW' || record.state !== 'unconfirmed' || isTouched(record)) return null;
  return (
    <Stack gap={2} mt={4} align="flex-start">
      <Button
        size="compact-sm"
        variant="light"
        loading={resend.isPending}
        disabled={resend.isSuccess}
        aria-label={t('dns.mailfwResend.resendFor', { destination })}
        onClick={() => resend.mutate()}
      >
        {t('dns.mailfwResend.resend')}
      </Button>
      {/* Announced to screen readers as it appears; an error interrupts, a success waits its turn. */}
      <div role="status">{resend.isSuccess && <Text size="sm">{t('dns.mailfwResend.resent', { destination })}</Text>}</div>
      {resend.isError && (
        <Text size="sm" c={STATUS_COLORS.error} role="alert">
          {isApiRequestError(resend.error)
            ? errorMessage(language, resend.error.errors[0]?.code, resend.error.errors[0]?.message)
            : errorMessage(language, undefined)}
        </Text>
      )}
    </Stack>
  );
}
