import { Alert, Anchor, Button, Group, List, Text } from '@mantine/core';
import '../profile-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useUnverifiedContacts } from '../api/get-unverified-contacts';
import { useResendContactVerification } from '../api/resend-contact-verification';
import { formatLocalDate as formatDate } from '@web/lib/format-date';

interface UnverifiedContactsNoticeProps {
  /**
   * For other pages of the customer area: a shorter text and a link to the profile; failures to
   * load stay silent there, since the notice is not what that page is about.
   */
  compact?: boolean;
  /** The clock, for tests; deadlines in the past are shown as overdue. */
  now?: () => number;
}

/**
 * Spec §3, §5: the contact e-mail addresses still to be confirmed, each with its deadline and a
 * button that mails the link again. Nothing is shown when every address is confirmed.
 */
export function UnverifiedContactsNotice({ compact = false, now = Date.now }: UnverifiedContactsNoticeProps) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const contacts = useUnverifiedContacts();
  const resend = useResendContactVerification();

  if (contacts.isPending) return null;
  if (contacts.isError) {
    if (compact) return null;
    return (
      <Alert color={STATUS_COLORS.error} role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('profile.contacts.loadFailed', { reason: errorText(contacts.error, language) })}</Text>
          <Button
            size="xs"
            variant="light"
            color={STATUS_COLORS.error}
            onClick={() => void contacts.refetch()}
            loading={contacts.isFetching}
          >
            {t('errors.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const entries = Object.entries(contacts.data.list).sort(([, a], [, b]) => a.expires - b.expires);
  if (entries.length === 0) return null;

  function handleResend(address: string) {
    resend.mutate(address, {
      onSuccess: () => snackbar.success(t('profile.contacts.sent', { email: address })),
      onError: (error) => snackbar.error(errorText(error, language)),
    });
  }

  return (
    // A region named by its title rather than Mantine's default role="alert": it is there on
    // arrival and should not interrupt a screen reader on every visit.
    <Alert color={STATUS_COLORS.warning} title={t('profile.contacts.title', { count: entries.length })} component="section" role="region">
      {!compact && (
        <Text size="sm" mb="sm" maw="45rem">
          {t('profile.contacts.explanation')}
        </Text>
      )}
      <List spacing="xs" size="sm" listStyleType="none" withPadding={false}>
        {entries.map(([address, { expires }]) => {
          const deadline = new Date(expires * 1000);
          const overdue = deadline.getTime() < now();
          const sending = resend.isPending && resend.variables === address;
          return (
            <List.Item key={address}>
              <Group gap="sm" wrap="wrap">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {address}
                </Text>
                {/* Bold in the text colour when overdue: red on the warning tint missed axe's contrast ratio (3.65). */}
                <Text size="sm" fw={overdue ? 700 : undefined}>
                  <time dateTime={deadline.toISOString()}>
                    {t(overdue ? 'profile.contacts.overdue' : 'profile.contacts.deadline', { date: formatDate(deadline, language) })}
                  </time>
                </Text>
                <Button
                  size="compact-sm"
                  variant="white"
                  color="dark"
                  onClick={() => handleResend(address)}
                  loading={sending}
                  disabled={resend.isPending && !sending}
                  aria-label={t('profile.contacts.resendTo', { email: address })}
                >
                  {t('profile.contacts.resend')}
                </Button>
              </Group>
            </List.Item>
          );
        })}
      </List>
      {compact && (
        <Anchor component={Link} to={paths.profile.getHref('general')} size="sm" mt="sm" display="inline-block">
          {t('profile.contacts.toProfile')}
        </Anchor>
      )}
    </Alert>
  );
}
