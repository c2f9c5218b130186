import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AwaitingTransfer } from '@common/api/cart.contract';
import type { Language } from '@common/i18n/languages';
import { paths } from '@web/app/paths';
import { formatDate } from '@web/lib/format-date';
import { titledAlert } from './alert-colors';

/** The words of the notice, already translated by the feature that shows it. */
export interface AwaitingTransferTexts {
  title: (reference: string) => string;
  text: (amount: string, reference: string, date: string) => string;
  pays: string;
  changes: string;
  changed: string;
  details: string;
}

/** The texts from the keys under `prefix` (title, text, pays, changes, changed, details) in the feature's own texts. */
export function awaitingTransferTexts(t: (key: string, values?: Record<string, string>) => string, prefix: string): AwaitingTransferTexts {
  return {
    title: (reference) => t(`${prefix}.title`, { reference }),
    text: (amount, reference, date) => t(`${prefix}.text`, { amount, reference, date }),
    pays: t(`${prefix}.pays`),
    changes: t(`${prefix}.changes`),
    changed: t(`${prefix}.changed`),
    details: t(`${prefix}.details`),
  };
}

/**
 * A cart section's orders that wait for a bank transfer (decision 071): the reference and amount
 * the transfer needs and its due day, what it pays for, and that a change in the cart counts only
 * by checking out again, which replaces the waiting order. When the cart has changed since, the
 * notice is a warning that says so.
 */
export function AwaitingTransferNotice({
  waiting,
  texts,
  language,
}: {
  waiting: AwaitingTransfer[] | undefined;
  texts: AwaitingTransferTexts;
  language: Language;
}) {
  if (!waiting || waiting.length === 0) return null;
  return (
    <Stack gap="sm">
      {waiting.map((order) => (
        <Alert
          key={order.payment_id}
          {...titledAlert(order.changed ? 'warning' : 'info')}
          icon={<IconClock size={18} aria-hidden />}
          title={texts.title(order.reference)}
          role={order.changed ? 'alert' : undefined}
        >
          <Stack gap="xs">
            <Text size="sm">{texts.text(order.amount, order.reference, formatDate(order.pay_by, language))}</Text>
            <Text size="sm">{texts.pays}</Text>
            <List size="sm">
              {order.lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            <Text size="sm" fw={order.changed ? 600 : undefined}>
              {order.changed ? texts.changed : texts.changes}
            </Text>
            <Anchor component={Link} to={paths.checkoutStatus.getHref(String(order.payment_id))} size="sm">
              {texts.details}
            </Anchor>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
