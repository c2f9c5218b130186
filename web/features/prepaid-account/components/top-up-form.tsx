import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import '../prepaid-account-texts';
import { useTranslation } from 'react-i18next';
import type { PaymentStatusView } from '@common/api/payment.contract';
import type { PrepaidAccountView } from '@common/api/prepaid-account.contract';
import { formatMoney } from '@common/money/money';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { fullPageLoad } from '@web/lib/page-load';
import { useTopUpOptions } from '../api/get-top-up-options';
import { useIncreaseAccount, type TopUpMethod } from '../api/increase-account';
import { rememberPendingTopUp } from '../hooks/use-pending-top-up';
import { maximumTopUp, newIdempotencyKey, parseAmount, topUpProblem } from '../top-up-rules';
import { LoadError } from '@web/components/ui/load-error';
import { BankTransferDetails } from './bank-transfer-details';

/**
 * The top-up (spec §2.1 `/user/account/increase`): amount and method. The minimum (3010) and the
 * room under the limit (3011) are shown before and checked on submit; the server's refusals
 * (1400, 3010, 3011) are shown as it words them. Card, PayPal and Apple Pay leave for the hosted
 * payment page (a full page load) and come back to the account overview; a bank transfer shows
 * where to send the money.
 */
export function TopUpForm({ account }: { account: PrepaidAccountView }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const options = useTopUpOptions();
  const increase = useIncreaseAccount();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<TopUpMethod | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [methodProblem, setMethodProblem] = useState<string | null>(null);
  const [transfer, setTransfer] = useState<PaymentStatusView['transfer']>(null);
  const [leaving, setLeaving] = useState(false);
  // One key per attempt: kept while the same attempt is retried (a lost answer pays once),
  // new once the amount or method changes or the server has answered.
  const key = useRef(newIdempotencyKey());
  const money = (minor: number) => formatMoney({ amount: minor, currency: account.currency }, language);
  const maximum = maximumTopUp(account);

  const problemText = (kind: NonNullable<ReturnType<typeof topUpProblem>>) =>
    kind === 'invalid'
      ? t('prepaidAccount.topUp.invalid')
      : kind === 'belowMinimum'
        ? t('prepaidAccount.topUp.belowMinimum', { minimum: account.minimum_top_up_display })
        : t('prepaidAccount.topUp.aboveLimit', { maximum: money(maximum) });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const kind = topUpProblem(amount, account);
    setProblem(kind ? problemText(kind) : null);
    setMethodProblem(method ? null : t('prepaidAccount.topUp.noMethod'));
    if (kind || !method) return;
    increase.mutate(
      { amount: parseAmount(amount)!, method, idempotencyKey: key.current },
      {
        onSuccess: (payment) => {
          key.current = newIdempotencyKey();
          if (payment.redirect_url && payment.status === 'pending') {
            rememberPendingTopUp(payment.payment_id);
            setLeaving(true);
            fullPageLoad(payment.redirect_url);
            return;
          }
          if (payment.transfer) setTransfer(payment.transfer);
        },
        onError: (error) => {
          // Only an answer ends the attempt; without one the same key is sent again.
          if (isApiRequestError(error) && error.httpStatus !== 0) key.current = newIdempotencyKey();
        },
      },
    );
  };

  if (transfer) {
    return (
      <BankTransferDetails
        transfer={transfer}
        onAnother={() => {
          setTransfer(null);
          setAmount('');
          increase.reset();
        }}
      />
    );
  }

  if (!account.deposits_allowed) {
    return (
      <Alert color={STATUS_COLORS.error} role="alert">
        {t('prepaidAccount.balance.depositsBlocked')}
      </Alert>
    );
  }
  if (maximum < account.minimum_top_up) {
    return (
      <Alert color={STATUS_COLORS.warning} c="gray.9">
        {t('prepaidAccount.topUp.full', { limit: account.limit_display })}
      </Alert>
    );
  }

  const offered = options.data?.options ?? [];
  const parsed = parseAmount(amount);
  const serverError = increase.isError ? errorText(increase.error, language) : null;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="top-up-heading">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="top-up-heading">
            {t('prepaidAccount.topUp.heading')}
          </Title>
          <TextInput
            label={t('prepaidAccount.topUp.amount', { currency: account.currency })}
            description={t('prepaidAccount.topUp.amountHint', {
              minimum: account.minimum_top_up_display,
              maximum: money(maximum),
              limit: account.limit_display,
            })}
            value={amount}
            onChange={(event) => {
              setAmount(event.currentTarget.value);
              setProblem(null);
              key.current = newIdempotencyKey();
            }}
            inputMode="decimal"
            autoComplete="off"
            required
            maw={320}
            rightSection={<Text size="sm">{account.currency}</Text>}
            rightSectionWidth={48}
            error={problem}
          />
          {options.isPending ? (
            <Skeleton height={120} />
          ) : options.isError ? (
            <LoadError error={options.error} onRetry={() => void options.refetch()} retrying={options.isFetching} />
          ) : offered.length === 0 ? (
            <Text>{t('prepaidAccount.topUp.noMethods')}</Text>
          ) : (
            <Radio.Group
              label={t('prepaidAccount.topUp.method')}
              value={method}
              onChange={(value) => {
                setMethod(value as TopUpMethod);
                setMethodProblem(null);
                key.current = newIdempotencyKey();
              }}
              error={methodProblem}
              required
            >
              <Stack gap="xs" mt="xs">
                {offered.map((option) => (
                  <Radio
                    key={option.method}
                    value={option.method}
                    label={t(`prepaidAccount.topUp.methods.${option.method}`)}
                    description={option.available ? undefined : (option.reason ?? undefined)}
                    disabled={!option.available}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {serverError && (
            <Alert color={STATUS_COLORS.error} role="alert">
              {serverError}
            </Alert>
          )}
          {leaving && (
            <Text size="sm" role="status">
              {t('prepaidAccount.topUp.redirecting')}
            </Text>
          )}
          <div>
            <Button type="submit" loading={increase.isPending || leaving} disabled={offered.length === 0}>
              {parsed !== null && parsed > 0
                ? t('prepaidAccount.topUp.submit', { amount: money(parsed) })
                : t('prepaidAccount.topUp.submitPlain')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
