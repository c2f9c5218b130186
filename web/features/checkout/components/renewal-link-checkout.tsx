import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Card, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PaymentMethodName, PaymentStatusView, QuoteView } from '@common/api/payment.contract';
import type { RenewalLinkOffer } from '@common/api/renewal-link.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { LOCALES, type Language } from '@common/i18n/languages';
import { formatMoney } from '@common/money/money';
import { paths } from '@web/app/paths';
import { LoadError } from '@web/components/ui/load-error';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { fullPageLoad } from '@web/lib/page-load';
import { payRenewalLink, rememberRenewalLinkToken, useRenewalLinkOffer } from '../api/renewal-link';
import { newIdempotencyKey } from '../checkout-rules';
import '../checkout-texts';
import { PaymentMethodChoice } from './payment-method-choice';
import { PriceChangedNotice } from './price-changed-notice';
import { QuoteSummary } from './quote-summary';
import { TermsCheckbox } from './terms-checkbox';
import { WithdrawalConsentCheckbox } from './withdrawal-consent-checkbox';

function formatDay(iso: string, language: Language): string {
  return new Date(iso).toLocaleDateString(LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The page a renewal link opens (decision 026): the name with its expiry, the period, the binding
 * quote with the holder's VAT, a payment method (no balance: the payer need not be the holder),
 * the terms, the consent to the start before the withdrawal period ends (decision 061), and one payment per attempt (one idempotency key, kept for retries and double
 * clicks). Card and PayPal continue on the gateway's page, which sends the payer back to the
 * link's status page; a bank transfer goes there at once.
 */
export function RenewalLinkCheckout({ token }: { token: string }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const navigate = useNavigate();
  const [period, setPeriod] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethodName | null>(null);
  const [terms, setTerms] = useState(false);
  // The consent to the start before the withdrawal period ends, as at the checkout (decision 061); the server refuses the payment without it.
  const [withdrawal, setWithdrawal] = useState(false);
  const [problems, setProblems] = useState<{ method?: string; terms?: string; withdrawal?: string }>({});
  const [priceChange, setPriceChange] = useState<QuoteView | null>(null);
  const [leaving, setLeaving] = useState(false);
  const key = useRef<string | null>(null);
  const offer = useRenewalLinkOffer(token, period);

  const payment = useMutation({
    mutationFn: (current: RenewalLinkOffer) => {
      key.current ??= newIdempotencyKey();
      return payRenewalLink({
        token,
        period: current.period,
        method: method as RenewalLinkOffer['methods'][number],
        idempotencyKey: key.current,
        fingerprint: current.quote.fingerprint,
      });
    },
    onSuccess: (paid: PaymentStatusView) => {
      key.current = null;
      rememberRenewalLinkToken(token);
      if (paid.redirect_url) {
        setLeaving(true);
        fullPageLoad(paid.redirect_url);
        return;
      }
      void navigate(paths.simpleRenewStatus.getHref(String(paid.payment_id)));
    },
    onError: async (failure, current) => {
      if (isApiRequestError(failure) && failure.code === ErrorCode.PriceChanged) {
        setPriceChange(current.quote);
        await offer.refetch();
      } else if (
        isApiRequestError(failure) &&
        (failure.code === ErrorCode.RenewalLinkUsed || failure.code === ErrorCode.PaymentMethodUnavailable)
      ) {
        // Renewed meanwhile (the page turns into the "already renewed" notice), or the method is
        // no longer offered (a bank transfer too close to the delete day): the offer says what is left.
        if (failure.code === ErrorCode.PaymentMethodUnavailable) setMethod(null);
        await offer.refetch();
      }
    },
  });

  if (offer.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('checkout.renewalLink.loading')}>
        <Skeleton height={80} />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (offer.isError && isApiRequestError(offer.error) && offer.error.code === ErrorCode.RenewalLinkUsed) {
    // Nothing is wrong: the name was renewed since the link was sent, so a new link would not help either.
    return (
      <Alert color={STATUS_COLORS.info} role="status" title={t('checkout.renewalLink.alreadyRenewed')} maw="45rem">
        <Stack gap="xs">
          <Text size="sm">{errorText(offer.error, language)}</Text>
          <Anchor component={Link} to={paths.myDomains.getHref()}>
            {t('checkout.renewalLink.myDomains')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (offer.isError) {
    const invalid = isApiRequestError(offer.error) && offer.error.code === ErrorCode.RenewalLinkInvalid;
    return (
      <LoadError
        error={offer.error}
        onRetry={() => void offer.refetch()}
        retrying={offer.isFetching}
        title={t('checkout.renewalLink.unavailable')}
        action={
          invalid ? (
            <Anchor component={Link} to={paths.simpleRenew.getHref()}>
              {t('checkout.renewalLink.requestNew')}
            </Anchor>
          ) : undefined
        }
      />
    );
  }

  const data = offer.data;
  const periods = Array.from({ length: data.max_period - data.min_period + 1 }, (_, index) => String(data.min_period + index));

  function handlePay() {
    const found: typeof problems = {};
    if (!method) found.method = t('checkout.errors.method');
    if (!terms) found.terms = t('checkout.errors.terms');
    if (!withdrawal) found.withdrawal = t('checkout.errors.withdrawal');
    setProblems(found);
    if (Object.keys(found).length > 0 || payment.isPending || leaving) return;
    setPriceChange(null);
    payment.mutate(data);
  }

  const paymentError =
    payment.isError && !(isApiRequestError(payment.error) && payment.error.code === ErrorCode.PriceChanged)
      ? errorText(payment.error, language)
      : null;
  return (
    <Stack gap="lg" maw="45rem">
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {data.domain_utf8}
          </Title>
          <Text>{t('checkout.renewalLink.expiry', { date: formatDay(data.expiry, language) })}</Text>
          <Text>{t('checkout.renewalLink.newExpiry', { date: formatDay(data.new_expiry, language) })}</Text>
          <Text size="sm" c="dimmed">
            {t('checkout.renewalLink.holder', { date: formatDay(data.link_expires_at, language) })}
          </Text>
        </Stack>
      </Card>
      <NativeSelect
        label={t('checkout.renewalLink.period')}
        data={periods.map((value) => ({ value, label: t('checkout.renewalLink.years', { count: Number(value) }) }))}
        value={String(data.period)}
        onChange={(event) => {
          setPeriod(Number(event.currentTarget.value));
          setPriceChange(null);
        }}
        disabled={payment.isPending || leaving}
        w={200}
      />
      {priceChange && <PriceChangedNotice before={priceChange} after={data.quote} />}
      <QuoteSummary quote={data.quote} />
      <PaymentMethodChoice
        options={data.methods.map((entry) => ({ method: entry, available: true, reason: null }))}
        account={null}
        value={method}
        onChange={(next) => {
          setMethod(next);
          setProblems((current) => ({ ...current, method: undefined }));
        }}
        disabled={payment.isPending || leaving}
        error={problems.method}
      />
      <TermsCheckbox
        label={t('checkout.renewalLink.terms')}
        termsUrl="/terms/general"
        checked={terms}
        error={problems.terms}
        onChange={(checked) => {
          setTerms(checked);
          if (checked) setProblems((current) => ({ ...current, terms: undefined }));
        }}
      />
      <WithdrawalConsentCheckbox
        checked={withdrawal}
        error={problems.withdrawal}
        onChange={(checked) => {
          setWithdrawal(checked);
          if (checked) setProblems((current) => ({ ...current, withdrawal: undefined }));
        }}
      />
      {paymentError && (
        <Alert color={STATUS_COLORS.error} role="alert">
          {paymentError}
        </Alert>
      )}
      <Button
        onClick={handlePay}
        loading={payment.isPending || leaving}
        leftSection={<IconLock size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('checkout.renewalLink.pay', { amount: formatMoney({ amount: data.quote.gross, currency: data.quote.currency }, language) })}
      </Button>
    </Stack>
  );
}
