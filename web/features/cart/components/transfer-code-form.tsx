import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@common/api/cart.contract';
import { AUTH_CODE_PATTERN } from '@common/api/transfer.contract';
import { cartCalls } from '../api/cart-api';
import { useCartAction } from '../hooks/use-cart-action';

/**
 * A corrected auth code for a transfer in the cart (a typo, or a new code from the current
 * provider). The server checks it at the registry like a new transfer; a refusal is shown under
 * the field and the code kept before stays.
 */
export function TransferCodeForm({ transfer }: { transfer: CartItem }) {
  const { t } = useTranslation();
  const action = useCartAction();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const value = code.trim();
    if (!AUTH_CODE_PATTERN.test(value)) {
      setFormatError(t('cart.overview.authCodeHint'));
      return;
    }
    setFormatError(null);
    void action
      .run(() => cartCalls.updateTransferCode(transfer.domain, value))
      .then((ok) => {
        if (!ok) return;
        setCode('');
        setSaved(true);
      });
  };

  return (
    <Group
      component="form"
      onSubmit={submit}
      align="flex-end"
      gap="xs"
      wrap="wrap"
      aria-label={t('cart.overview.authCodeFormFor', { domain: transfer.domain_utf8 })}
    >
      <PasswordInput
        label={t('cart.overview.authCodeNew')}
        description={t('cart.overview.authCodeHint')}
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setSaved(false);
        }}
        error={formatError ?? action.error}
        aria-invalid={formatError || action.error ? true : undefined}
        autoComplete="off"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        w={280}
      />
      <Button type="submit" variant="light" loading={action.pending}>
        {t('cart.overview.authCodeSave')}
      </Button>
      <Text size="sm" c="green.9" aria-live="polite" w="100%">
        {saved ? t('cart.overview.authCodeSaved') : ''}
      </Text>
    </Group>
  );
}
