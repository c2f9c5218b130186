import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderItemStatusView, OrderView, RefundView } from '@common/api/order.contract';
import type { BankTransferDetails, PaymentStatusView } from '@common/api/payment.contract';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization, useUser } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import '../checkout-texts';
import { getRenewalLinkPaymentStatus } from '../api/renewal-link';
import { usePaymentStatus } from '../hooks/use-payment-status';

/** Reasons of refunded transfers the page words (order_items.failure_code); others show the badge alone. */
const TRANSFER_REFUND_REASONS = new Set(['auth-code', 'refused', 'rejected', 'cancelled']);

/** Item states a renewal words differently ("Being renewed" instead of "Being registered"). */
const RENEW_ITEM_TEXTS = new Set<OrderItemStatusView>(['provisioning', 'completed', 'failed']);

const ITEM_COLOR: Record<OrderItemStatusView, string> = {
  pending: 'gray',
  provisioning: 'brand',
  completed: 'green',
  failed: 'red',
  refunded: 'orange',
  cancelled: 'gray',
};

function TransferDetails({ transfer }: { transfer: BankTransferDetails }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('checkout.status.transfer.holder'), transfer.holder],
    [t('checkout.status.transfer.iban'), transfer.iban],
    [t('checkout.status.transfer.bic'), transfer.bic],
    [t('checkout.status.transfer.bank'), transfer.bank],
    [t('checkout.status.transfer.reference'), transfer.reference],
    [t('checkout.status.transfer.amount'), transfer.amount_display],
  ];
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('checkout.status.transfer.title')}
        </Title>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={600} m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {value}
              </Text>
            </div>
          ))}
        </dl>
        <Text size="sm">{t('checkout.status.transfer.hint', { reference: transfer.reference })}</Text>
      </Stack>
    </Card>
  );
}

function OrderDomains({ order, replaced = false }: { order: OrderView; replaced?: boolean }) {
  const { t } = useTranslation();
  const domains = order.items.filter((item) => item.type === 'Domain' || item.type === 'Transfer');
  if (domains.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="status-domains">
        {t('checkout.status.domains')}
      </Title>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="status-domains">
        {domains.map((item) => (
          <Stack component="li" key={item.id} gap={2}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.domain_utf8}
              </Text>
              <Badge color={ITEM_COLOR[item.status]} variant="light" c="gray.9" style={{ flexShrink: 0 }}>
                {t(
                  // A name of a replaced payment is not cancelled: it moved to the newer payment.
                  replaced && item.status === 'cancelled'
                    ? 'checkout.status.item.replaced'
                    : order.section === 'renew' && RENEW_ITEM_TEXTS.has(item.status)
                      ? `checkout.status.renewItem.${item.status}`
                      : order.section === 'rgp' && RENEW_ITEM_TEXTS.has(item.status)
                        ? `checkout.status.rgpItem.${item.status}`
                        : item.type === 'Transfer' && RENEW_ITEM_TEXTS.has(item.status)
                          ? `checkout.status.transferItem.${item.status}`
                          : `checkout.status.item.${item.status}`,
                )}
              </Badge>
            </Group>
            {item.type === 'Transfer' &&
              item.status === 'refunded' &&
              item.failure_code &&
              TRANSFER_REFUND_REASONS.has(item.failure_code) && (
                <Text size="sm" c="dimmed">
                  {t(`checkout.status.transferRefundReason.${item.failure_code}`)}
                </Text>
              )}
            {item.status === 'refunded' && item.failure_code === 'price-changed' && (
              <Text size="sm" c="dimmed">
                {t('checkout.status.priceChangedRefund')}
              </Text>
            )}
            {item.status === 'refunded' && item.failure_code === 'taken' && (
              <Text size="sm" c="dimmed">
                {t('checkout.status.takenRefund')}
              </Text>
            )}
            {item.refund && <RefundLine refund={item.refund} />}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

/** Where refunded money went, and whether the payment provider has confirmed it (decision 015). */
function RefundLine({ refund }: { refund: RefundView }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-testid="refund-line">
      {refund.destination === 'bank'
        ? // A refused transfer: the bank returns it, nothing is sent by the shop (decision 075).
          t('checkout.status.refundTo.bank', { amount: refund.amount_display })
        : t(`checkout.status.refundState.${refund.status}`, {
            refund: t(`checkout.status.refundTo.${refund.destination}`, { amount: refund.amount_display }),
          })}
    </Text>
  );
}

function Links({ status, renewalLinkToken }: { status: PaymentStatusView; renewalLinkToken?: string }) {
  const { t } = useTranslation();
  if (renewalLinkToken !== undefined) {
    // The payer of a renewal link has no account pages: back to the link to try again.
    if (status.status !== 'declined' && status.status !== 'cancelled' && status.status !== 'refunded') return null;
    return (
      <Group gap="md">
        <Button component={Link} to={paths.simpleRenew.getHref(renewalLinkToken)}>
          {t('checkout.renewalLink.tryAgain')}
        </Button>
      </Group>
    );
  }
  const section = status.order?.section;
  // Back to the cart the order came from: renewals and restores have their own.
  const cartHref =
    section === 'renew'
      ? paths.domainRenewOverview.getHref()
      : section === 'rgp'
        ? paths.domainRgpOverview.getHref()
        : paths.cartOverview.getHref();
  const payHref =
    section === 'renew'
      ? paths.domainRenewPayment.getHref()
      : section === 'rgp'
        ? paths.domainRgpPayment.getHref()
        : paths.cartCheckout.getHref();
  if (status.purpose === 'top-up') {
    return (
      <Group gap="md">
        <Button component={Link} to={paths.accountOverview.getHref()} variant="default">
          {t('checkout.status.toAccount')}
        </Button>
      </Group>
    );
  }
  if (status.status === 'declined' || status.status === 'cancelled' || status.status === 'refunded') {
    return (
      <Group gap="md">
        <Button component={Link} to={cartHref}>
          {t('checkout.status.toCart')}
        </Button>
        <Button component={Link} to={payHref} variant="default">
          {t('checkout.status.tryAgain')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="md">
      <Button component={Link} to={paths.orders.getHref()} variant="default">
        {t('checkout.status.toOrders')}
      </Button>
      {status.status === 'paid' && (
        <Button component={Link} to={paths.myDomains.getHref()} variant="default">
          {t('checkout.status.toDomains')}
        </Button>
      )}
    </Group>
  );
}

/**
 * CheckoutStatus (spec §2.1 `/cart/checkout/status/:id`, `GET /pay/status/{paymentId}`): waiting
 * for the gateway's confirmation, paid with the order and its names as they get registered,
 * declined with the cart kept, or the bank transfer details. Everything comes from the server by
 * the id in the address, so a reload shows the same.
 */
export function PaymentStatus({
  paymentId,
  renewalLink,
}: {
  paymentId: string;
  /** A renewal link's payment (decision 026): followed with the link's token, no login; null when this tab has no token. */ renewalLink?: {
    token: string | null;
  };
}) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const user = useUser();
  const linkToken = renewalLink?.token ?? null;
  // The route is open to visitors (spec §2.1), the payment only to its owner: a visitor (say, after
  // the session ended on the gateway's page) is asked to log in instead of being refused.
  const status = usePaymentStatus(paymentId, {
    enabled: renewalLink ? linkToken !== null : user !== null,
    fetch: linkToken !== null ? (id, signal) => getRenewalLinkPaymentStatus(id, linkToken, signal) : undefined,
  });

  if (renewalLink && linkToken === null) {
    return (
      <Alert
        color={STATUS_COLORS.info}
        role="status"
        title={
          <Text component="span" fw={700} c="gray.9">
            {t('checkout.renewalLink.noTokenTitle')}
          </Text>
        }
      >
        <Text size="sm">{t('checkout.renewalLink.noTokenText')}</Text>
      </Alert>
    );
  }
  if (!user && !renewalLink) {
    return (
      <Alert
        color={STATUS_COLORS.info}
        role="status"
        title={
          <Text component="span" fw={700} c="gray.9">
            {t('checkout.status.loginTitle')}
          </Text>
        }
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('checkout.status.loginText')}</Text>
          <Button component={Link} to={paths.login.getHref(paths.checkoutStatus.getHref(paymentId))}>
            {t('checkout.status.login')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (status.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('checkout.status.loading')}>
        <Skeleton height={90} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (status.isError) {
    // An id that is not a number is no payment either.
    const missing = isApiRequestError(status.error) && (status.error.httpStatus === 404 || status.error.httpStatus === 400);
    return (
      <Alert
        color={STATUS_COLORS.error}
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={missing ? t('checkout.status.notFound') : t('checkout.status.loadError')}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          {missing
            ? t(renewalLink ? 'checkout.renewalLink.notFoundText' : 'checkout.status.notFoundText')
            : errorText(status.error, language)}
          {missing && renewalLink ? null : missing ? (
            <Anchor component={Link} to={paths.orders.getHref()}>
              {t('checkout.status.toOrders')}
            </Anchor>
          ) : (
            <Button variant="default" onClick={() => void status.refetch()} loading={status.isFetching}>
              {t('checkout.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  const payment = status.data;
  const order = payment.order;
  // Inside a sentence: "by credit card".
  const method = t(`checkout.method.inSentence.${payment.method}`);
  const orderLine = order && (
    <Text size="sm">
      {t('checkout.status.orderNumber')}{' '}
      <Text component="span" fw={700} data-testid="order-number">
        {order.id}
      </Text>
    </Text>
  );

  let headline: { icon: ReactNode; title: string; text: string; color: string };
  if (payment.status === 'paid') {
    const registering = order && (order.status === 'paid' || order.status === 'provisioning');
    headline = {
      icon: <IconCircleCheck size={28} aria-hidden />,
      color: STATUS_COLORS.success,
      title: payment.purpose === 'top-up' ? t('checkout.status.paid.topUpTitle') : t('checkout.status.paid.title'),
      text:
        payment.purpose === 'top-up'
          ? t('checkout.status.paid.topUpText', { amount: payment.amount_display })
          : registering
            ? t(
                order.section === 'renew'
                  ? 'checkout.status.paid.renewing'
                  : order.section === 'rgp'
                    ? 'checkout.status.paid.restoring'
                    : 'checkout.status.paid.registering',
                { amount: payment.amount_display, method },
              )
            : t('checkout.status.paid.text', { amount: payment.amount_display, method }),
    };
  } else if (payment.status === 'pending') {
    headline =
      payment.method === 'bank_transfer'
        ? {
            icon: <IconClock size={28} aria-hidden />,
            color: STATUS_COLORS.info,
            title: t('checkout.status.transfer.waitingTitle'),
            text: t(payment.purpose === 'top-up' ? 'checkout.status.transfer.waitingTopUpText' : 'checkout.status.transfer.waitingText', {
              amount: payment.amount_display,
            }),
          }
        : {
            icon: <Loader size={24} aria-hidden />,
            color: STATUS_COLORS.info,
            title: t('checkout.status.pending.title'),
            text: t('checkout.status.pending.text', { amount: payment.amount_display, method }),
          };
  } else {
    // A payment replaced by a newer one of the same cart says so, not that it ran out of time.
    const state = payment.status === 'cancelled' && payment.cancel_reason === 'replaced' ? 'replaced' : payment.status;
    headline = {
      icon: <IconX size={28} aria-hidden />,
      color: STATUS_COLORS.error,
      title: t(`checkout.status.${state}.title`),
      text: t(`checkout.status.${state}.${payment.purpose === 'top-up' ? 'topUpText' : 'text'}`, { method }),
    };
  }

  return (
    <Stack gap="lg" maw="45rem">
      <Alert
        color={headline.color}
        icon={headline.icon}
        // The title dark on the light colour (as the badges), which meets WCAG AA for every colour of the theme.
        title={
          <Text component="span" fw={700} c="gray.9">
            {headline.title}
          </Text>
        }
        role="status"
        aria-live="polite"
      >
        <Stack gap={4}>
          <Text size="sm">{headline.text}</Text>
          {payment.refund && <Text size="sm">{t(`checkout.status.refundReason.${payment.refund.reason}`)}</Text>}
          {payment.refund && <RefundLine refund={payment.refund} />}
          {orderLine}
        </Stack>
      </Alert>
      {status.stopped && (
        <Alert
          color={STATUS_COLORS.warning}
          role="alert"
          title={
            <Text component="span" fw={700} c="gray.9">
              {payment.status === 'pending' ? t('checkout.status.stopped.pendingTitle') : t('checkout.status.stopped.registeringTitle')}
            </Text>
          }
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {payment.status === 'pending' ? t('checkout.status.stopped.pendingText') : t('checkout.status.stopped.registeringText')}
            </Text>
            <Button variant="default" onClick={status.resume}>
              {t('checkout.status.checkAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {payment.status === 'pending' && payment.redirect_url && (
        <Text size="sm">
          {t('checkout.status.pending.notYet')} <Anchor href={payment.redirect_url}>{t('checkout.status.pending.toGateway')}</Anchor>
        </Text>
      )}
      {payment.transfer && <TransferDetails transfer={payment.transfer} />}
      {order && <OrderDomains order={order} replaced={payment.status === 'cancelled' && payment.cancel_reason === 'replaced'} />}
      <Links status={payment} renewalLinkToken={linkToken ?? undefined} />
    </Stack>
  );
}
