import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@common/api/cart.contract';
import { cartCalls } from '../api/cart-api';
import { couponCode } from '../cart-rules';
import { useCartAction } from '../hooks/use-cart-action';

/** Coupon entry of the cart overview: the applied coupon with its discount or why it gives none, or a code field. */
export function CouponForm({ coupon }: { coupon: CartItem | null }) {
  const { t } = useTranslation();
  const action = useCartAction();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const valid = couponCode(code);
    setInvalid(valid === null);
    if (valid === null) return;
    void action
      .run(() => cartCalls.addCoupon(valid))
      .then((ok) => {
        if (ok) setCode('');
      });
  };

  return (
    <Stack component="section" aria-labelledby="cart-coupon-title" gap="xs">
      <Title order={2} size="h4" id="cart-coupon-title">
        {t('cart.overview.couponTitle')}
      </Title>
      {coupon?.coupon ? (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text>{coupon.description}</Text>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600}>{coupon.totalPrice.display_total}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                loading={action.pending}
                onClick={() => void action.run(() => cartCalls.removeCoupon(coupon.coupon!.code))}
                aria-label={t('cart.overview.couponRemove', { code: coupon.coupon.code })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          {coupon.coupon.message && (
            <Alert color="yellow" variant="light">
              {coupon.coupon.message}
            </Alert>
          )}
        </Stack>
      ) : (
        <Group component="form" onSubmit={apply} align="flex-start" gap="xs">
          <TextInput
            label={t('cart.overview.couponCode')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={invalid ? t('cart.overview.couponInvalid') : action.error}
            maxLength={32}
            autoComplete="off"
            w={220}
          />
          <Button type="submit" mt={25} loading={action.pending} variant="light">
            {t('cart.overview.couponApply')}
          </Button>
        </Group>
      )}
      {coupon && action.error && (
        <Alert color="red" role="alert">
          {action.error}
        </Alert>
      )}
    </Stack>
  );
}
