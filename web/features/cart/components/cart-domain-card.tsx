import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Checkbox, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cartCalls } from '../api/cart-api';
import { MAILBOX_LEVELS, mailboxName as validMailboxName, type CartDomainEntry } from '../cart-rules';
import { useCartAction } from '../hooks/use-cart-action';
import { TransferCodeForm } from './transfer-code-form';

interface CartDomainCardProps {
  entry: CartDomainEntry;
  onRemove: (domain: string) => void;
  removing: boolean;
}

/** A domain of the register cart with its period, WHOIS privacy and mailboxes (spec §7 "Register cart"); a transfer also its auth code. */
export function CartDomainCard({ entry, onRemove, removing }: CartDomainCardProps) {
  const { t } = useTranslation();
  const { domain, mailboxes } = entry;
  const action = useCartAction();
  const [mailboxName, setMailboxName] = useState('');
  const [mailboxLevel, setMailboxLevel] = useState('1');
  const [nameError, setNameError] = useState<string | null>(null);
  const periods = domain.period_options ?? [domain.period];
  const levelOptions = MAILBOX_LEVELS.map((level) => ({ value: String(level), label: t(`cart.overview.levels.${level}`) }));

  const addMailbox = (event: FormEvent) => {
    event.preventDefault();
    const name = validMailboxName(mailboxName);
    if (name === null) {
      setNameError(t('cart.overview.mailboxNameInvalid'));
      return;
    }
    setNameError(null);
    void action
      .run(() => cartCalls.addMailbox(domain.id, { name, level: Number(mailboxLevel) }))
      .then((ok) => {
        if (ok) setMailboxName('');
      });
  };

  return (
    <Card withBorder component="li" padding="md">
      <Fieldset
        variant="unstyled"
        legend={
          <Group gap="xs">
            <Text component="span" fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {domain.domain_utf8}
            </Text>
            {domain.premium && (
              <Badge size="sm" variant="light">
                {t('cart.premium')}
              </Badge>
            )}
          </Group>
        }
        disabled={action.pending}
      >
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('cart.overview.periodLabel')}
              value={String(domain.period)}
              data={periods.map((years) => ({ value: String(years), label: t('cart.period', { count: years }) }))}
              onChange={(event) => {
                const period = Number(event.currentTarget.value);
                void action.run(() => cartCalls.updateDomain(domain.id, { period }));
              }}
              w={160}
            />
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} aria-live="polite">
                {domain.totalPrice.display_total}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={() => onRemove(domain.domain)}
                loading={removing}
                aria-label={t('cart.removeDomain', { domain: domain.domain_utf8 })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {domain.description}
          </Text>
          {domain.type === 'Transfer' && <TransferCodeForm transfer={domain} />}
          {domain.privacy_available ? (
            <Checkbox
              label={t('cart.overview.privacy', { price: domain.privacy_price?.display_total ?? '' })}
              checked={domain.privacy_level === 1}
              onChange={(event) => {
                const privacy_level = event.currentTarget.checked ? 1 : 0;
                void action.run(() => cartCalls.updateDomain(domain.id, { privacy_level }));
              }}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('cart.overview.privacyUnavailable')}
            </Text>
          )}

          <Text fw={600} size="sm">
            {t('cart.overview.mailboxes')}
          </Text>
          {domain.mailbox_available ? (
            <>
              {mailboxes.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('cart.overview.noMailboxes')}
                </Text>
              ) : (
                <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                  {mailboxes.map((mailbox) => {
                    const address = `${mailbox.mailbox_name}@${domain.domain_utf8}`;
                    return (
                      <Group component="li" key={mailbox.id} justify="space-between" gap="xs" wrap="wrap">
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {address}
                        </Text>
                        <Group gap="xs" wrap="nowrap">
                          <NativeSelect
                            aria-label={t('cart.overview.mailboxLevelOf', { address })}
                            size="xs"
                            value={String(mailbox.mailbox_level ?? 1)}
                            data={levelOptions}
                            onChange={(event) => {
                              const level = Number(event.currentTarget.value);
                              void action.run(() => cartCalls.updateMailbox(domain.id, mailbox.id, { level }));
                            }}
                          />
                          <Text size="sm">{mailbox.totalPrice.display_total}</Text>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => void action.run(() => cartCalls.removeMailbox(domain.id, mailbox.id))}
                            aria-label={t('cart.overview.removeMailbox', { address })}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Group>
                    );
                  })}
                </Stack>
              )}
              <Group
                component="form"
                onSubmit={addMailbox}
                align="flex-end"
                gap="xs"
                wrap="wrap"
                aria-label={t('cart.overview.addMailboxTo', { domain: domain.domain_utf8 })}
              >
                <TextInput
                  label={t('cart.overview.mailboxName')}
                  description={t('cart.overview.mailboxNameHint')}
                  value={mailboxName}
                  onChange={(event) => setMailboxName(event.currentTarget.value)}
                  error={nameError}
                  maxLength={64}
                  autoComplete="off"
                  w={200}
                />
                <NativeSelect
                  label={t('cart.overview.mailboxLevel')}
                  value={mailboxLevel}
                  data={levelOptions}
                  onChange={(event) => setMailboxLevel(event.currentTarget.value)}
                  w={200}
                />
                <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} variant="light">
                  {t('cart.overview.addMailbox')}
                </Button>
              </Group>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('cart.overview.mailboxesUnavailable')}
            </Text>
          )}
          {action.error && (
            <Alert color="red" role="alert">
              {action.error}
            </Alert>
          )}
        </Stack>
      </Fieldset>
    </Card>
  );
}
