import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RenewItem, RenewOptions } from '@common/api/renewal.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { renewCalls, useRenewCartChange } from '../api/renew-api';
import { formatDate } from '@web/lib/format-date';
import '../renewal-texts';

/** The periods an item may take, from its minimum to its maximum. */
export function periodChoices(item: Pick<RenewItem, 'min_period' | 'max_period'>): number[] {
  return Array.from({ length: Math.max(1, item.max_period - item.min_period + 1) }, (_, index) => item.min_period + index);
}

/** A status in colour and in words; light badges with dark text keep the contrast of WCAG AA. */
function StatusBadge({ item }: { item: RenewItem }) {
  const { t } = useTranslation();
  const [color, key] = item.inCart
    ? [STATUS_COLORS.info, 'inCart']
    : item.problem?.code === ErrorCode.RenewInProgress
      ? [STATUS_COLORS.warning, 'inProgress']
      : item.problem?.code === ErrorCode.DomainInRedemption
        ? [STATUS_COLORS.error, 'redemption']
        : item.renewable
          ? [STATUS_COLORS.success, 'renewable']
          : ['gray', 'notRenewable'];
  return (
    <Badge color={color} variant="light" c="gray.9" style={{ flexShrink: 0 }}>
      {t(`renewal.status.${key}`)}
    </Badge>
  );
}

/**
 * One renew item (spec §3, §4): period, WHOIS privacy, mailbox and, where the TLD has one, the
 * local-presence (trustee) service. Before it is in the cart every change is priced by the renew
 * info call; once in the cart, changes go to update, add and remove (privacy and the trustee flag,
 * both on the domain's own item, through update, which is idempotent: a second tab or a double
 * click cannot turn it into a 1302 error).
 * Period choices are the item's min_period..max_period, so a value outside cannot be chosen.
 */
export function RenewItemCard({ item: served }: { item: RenewItem }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  // Local (not yet in the cart) choices, as the server priced them last.
  const [local, setLocal] = useState<RenewItem | null>(null);
  const item = served.inCart ? served : (local ?? served);
  const info = useMutation({ mutationFn: (options: RenewOptions) => renewCalls.info(served.id, options), onSuccess: setLocal });
  const add = useRenewCartChange(() =>
    renewCalls.add(served.domain, {
      period: item.period,
      privacy_level: item.privacy.privacy_level,
      mailbox_level: item.mailbox.mailbox_level,
      ...(item.trustee.available ? { trustee: item.trustee.enabled ? 1 : 0 } : {}),
    }),
  );
  const remove = useRenewCartChange(() => renewCalls.remove(served.cart_item_id ?? served.id));
  const update = useRenewCartChange((change: { period?: number; privacy_level?: number; trustee?: number }) =>
    renewCalls.update(served.cart_item_id ?? served.id, change),
  );
  const mailbox = useRenewCartChange(async (level: number) => {
    const itemId = served.cart_item_id ?? served.id;
    if (level === 0) return served.mailbox.id ? renewCalls.removeAddOn(itemId, served.mailbox.id) : renewCalls.update(itemId, {});
    // Another level: the mailbox is booked anew at that level.
    if (served.mailbox.id) await renewCalls.removeAddOn(itemId, served.mailbox.id);
    return renewCalls.addMailbox(itemId, level, served.mailbox.name ?? undefined);
  });
  const busy = info.isPending || add.isPending || remove.isPending || update.isPending || mailbox.isPending;
  const failure = info.error ?? add.error ?? remove.error ?? update.error ?? mailbox.error;

  function change(options: RenewOptions) {
    const current = {
      period: item.period,
      privacy_level: item.privacy.privacy_level,
      mailbox_level: item.mailbox.mailbox_level,
      ...(item.trustee.available ? { trustee: item.trustee.enabled ? 1 : 0 } : {}),
    };
    if (served.inCart) {
      if (options.period !== undefined || options.privacy_level !== undefined || options.trustee !== undefined)
        update.mutate({ period: options.period, privacy_level: options.privacy_level, trustee: options.trustee });
      if (options.mailbox_level !== undefined) mailbox.mutate(options.mailbox_level);
      return;
    }
    info.mutate({ ...current, ...options });
  }

  const labelId = `renew-${served.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={labelId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600} id={labelId} style={{ overflowWrap: 'anywhere' }}>
              {item.domain_utf8}
            </Text>
            <Text size="sm" c="dimmed">
              {t('renewal.item.expires', { date: formatDate(item.expiry, language) })}
              {item.new_expiry && ` · ${t('renewal.item.newExpiry', { date: formatDate(item.new_expiry, language) })}`}
            </Text>
          </Stack>
          <StatusBadge item={item} />
        </Group>

        {item.problem && !item.inCart ? (
          <Alert color={item.problem.code === ErrorCode.RenewInProgress ? STATUS_COLORS.warning : STATUS_COLORS.error} p="xs">
            <Text size="sm">{errorMessage(language, item.problem.code, item.problem.message)}</Text>
            {item.problem.code === ErrorCode.DomainInRedemption && (
              <Anchor component={Link} to={paths.domainRestoreRgp.getHref()} size="sm">
                {t('renewal.item.restore')}
              </Anchor>
            )}
          </Alert>
        ) : (
          <Group align="flex-end" gap="md" wrap="wrap">
            <NativeSelect
              label={t('renewal.item.period')}
              value={String(item.period)}
              data={periodChoices(item).map((years) => ({ value: String(years), label: t('renewal.item.years', { count: years }) }))}
              onChange={(event) => change({ period: Number(event.currentTarget.value) })}
              disabled={busy}
              w={140}
            />
            {item.mailbox.available && (
              <NativeSelect
                label={t('renewal.item.mailbox')}
                value={String(item.mailbox.mailbox_level)}
                data={[
                  { value: '0', label: t('renewal.item.noMailbox') },
                  { value: '1', label: t('renewal.item.mailboxLevel1', { price: item.mailbox.prices['1'].display_total }) },
                  { value: '2', label: t('renewal.item.mailboxLevel2', { price: item.mailbox.prices['2'].display_total }) },
                ]}
                onChange={(event) => change({ mailbox_level: Number(event.currentTarget.value) })}
                disabled={busy}
                w={260}
              />
            )}
            {item.privacy.available && (
              <Checkbox
                label={t('renewal.item.privacy', { price: item.privacy.price.display_total })}
                checked={item.privacy.privacy_level === 1}
                onChange={(event) => change({ privacy_level: event.currentTarget.checked ? 1 : 0 })}
                disabled={busy}
                mb={8}
              />
            )}
            {item.trustee.available && item.trustee.price && (
              <Checkbox
                label={t('renewal.trustee.label', { price: item.trustee.price.display_total })}
                description={
                  item.trustee.until ? t('renewal.trustee.until', { date: formatDate(item.trustee.until, language) }) : undefined
                }
                checked={item.trustee.enabled}
                onChange={(event) => change({ trustee: event.currentTarget.checked ? 1 : 0 })}
                disabled={busy}
                mb={8}
              />
            )}
          </Group>
        )}

        {failure && (
          <Text size="sm" c="red" role="alert">
            {errorText(failure, language)}
          </Text>
        )}

        <Group justify="space-between" align="center">
          <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
            {item.price ? t('renewal.item.price', { price: item.price.display_total }) : ''}
          </Text>
          {served.inCart ? (
            <Button
              variant="default"
              color={STATUS_COLORS.error}
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => remove.mutate(undefined)}
              loading={remove.isPending}
              disabled={busy}
              aria-label={t('renewal.item.removeNamed', { domain: item.domain_utf8 })}
            >
              {t('renewal.item.remove')}
            </Button>
          ) : (
            item.renewable && (
              <Button
                leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
                onClick={() => add.mutate(undefined)}
                loading={add.isPending}
                disabled={busy}
                aria-label={t('renewal.item.addNamed', { domain: item.domain_utf8 })}
              >
                {t('renewal.item.add')}
              </Button>
            )
          )}
        </Group>
      </Stack>
    </Card>
  );
}
