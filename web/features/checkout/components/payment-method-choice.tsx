import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentInit, PaymentMethodName, PaymentOption } from '@common/api/payment.contract';
import '../checkout-texts';

interface PaymentMethodChoiceProps {
  options: PaymentOption[];
  account: PaymentInit['account'];
  value: PaymentMethodName | null;
  onChange: (method: PaymentMethodName) => void;
  /** While the choice is being saved or the payment runs. */
  disabled?: boolean;
  error?: string | null;
}

/**
 * The payment methods the server offers for this checkout (`paymentOptions`): the prepaid balance
 * with what it holds, or disabled with the server's reason when it cannot pay the total; Apple Pay
 * only where the server lists it.
 */
export function PaymentMethodChoice({ options, account, value, onChange, disabled, error }: PaymentMethodChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      name="payment-method"
      label={t('checkout.method.label')}
      value={value ?? ''}
      onChange={(next) => {
        const option = options.find((entry) => entry.method === next);
        if (option?.available) onChange(option.method);
      }}
      error={error ?? undefined}
      withAsterisk
    >
      <Stack gap="sm" mt="xs">
        {options.map((option) => {
          let description: string | undefined;
          if (option.method === 'balance') {
            const balance = account ? t('checkout.method.balanceAmount', { amount: account.balance_display }) : null;
            description = [balance, option.reason].filter(Boolean).join(' ');
          } else if (option.reason) {
            description = option.reason;
          } else {
            description = t(`checkout.method.hint.${option.method}`);
          }
          return (
            <Radio
              key={option.method}
              value={option.method}
              disabled={disabled || !option.available}
              label={
                <Text component="span" fw={500}>
                  {t(`checkout.method.name.${option.method}`)}
                </Text>
              }
              description={description}
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
