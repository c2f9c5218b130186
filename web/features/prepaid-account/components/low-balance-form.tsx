import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import '../prepaid-account-texts';
import { useTranslation } from 'react-i18next';
import type { AccountNotification, PrepaidAccountView } from '@common/api/prepaid-account.contract';
import { formatMoney } from '@common/money/money';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { useAccountNotification } from '../api/get-account-notification';
import { useSetAccountNotification } from '../api/set-account-notification';
import { parseAmount } from '../top-up-rules';
import { LoadError } from '@web/components/ui/load-error';

/** The highest threshold the server takes, in minor units. */
const THRESHOLD_MAX = 100_000_000;

function amountText(amount: number, language: 'en' | 'de'): string {
  const text = (amount / 100).toFixed(2);
  return language === 'de' ? text.replace('.', ',') : text;
}

function NotificationForm({ account, saved }: { account: PrepaidAccountView; saved: AccountNotification }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const save = useSetAccountNotification();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [threshold, setThreshold] = useState(saved.threshold === null ? '' : amountText(saved.threshold, language));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!enabled) {
      setProblem(null);
      save.mutate({ enabled: false }, { onSuccess: () => setDone(true) });
      return;
    }
    const amount = parseAmount(threshold);
    if (threshold.trim() === '') return setProblem(t('prepaidAccount.notification.required'));
    if (amount === null) return setProblem(t('prepaidAccount.notification.invalid'));
    if (amount > THRESHOLD_MAX)
      return setProblem(
        t('prepaidAccount.notification.tooHigh', { max: formatMoney({ amount: THRESHOLD_MAX, currency: account.currency }, language) }),
      );
    setProblem(null);
    save.mutate({ enabled: true, threshold: amount }, { onSuccess: () => setDone(true) });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('prepaidAccount.notification.intro')}</Text>
        <Switch
          checked={enabled}
          onChange={(event) => {
            setEnabled(event.currentTarget.checked);
            setDone(false);
          }}
          label={t('prepaidAccount.notification.enabled')}
        />
        <TextInput
          label={t('prepaidAccount.notification.threshold')}
          description={t('prepaidAccount.notification.thresholdHint', { currency: account.currency })}
          value={threshold}
          onChange={(event) => {
            setThreshold(event.currentTarget.value);
            setDone(false);
          }}
          disabled={!enabled}
          inputMode="decimal"
          maw={260}
          rightSection={<Text size="sm">{account.currency}</Text>}
          rightSectionWidth={48}
          error={problem}
        />
        <Text size="sm" c="dimmed" data-testid="notification-current">
          {saved.enabled && saved.threshold_display
            ? t('prepaidAccount.notification.current', { amount: saved.threshold_display })
            : t('prepaidAccount.notification.off')}
        </Text>
        {save.isError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(save.error, language)}
          </Alert>
        )}
        {done && (
          <Text size="sm" c="green.9" role="status">
            {t('prepaidAccount.notification.saved')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('prepaidAccount.notification.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The low-balance notification (GET/POST /account/notification): on or off, and the threshold. */
export function LowBalanceForm({ account }: { account: PrepaidAccountView }) {
  const { t } = useTranslation();
  const notification = useAccountNotification();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="low-balance-heading">
      <Title order={2} size="h3" id="low-balance-heading" mb="sm">
        {t('prepaidAccount.notification.heading')}
      </Title>
      {notification.isPending ? (
        <Skeleton height={120} />
      ) : notification.isError ? (
        <LoadError error={notification.error} onRetry={() => void notification.refetch()} retrying={notification.isFetching} />
      ) : (
        <NotificationForm account={account} saved={notification.data} />
      )}
    </Paper>
  );
}
