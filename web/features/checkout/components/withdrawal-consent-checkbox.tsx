import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../checkout-texts';

/**
 * The consent of a payment page that the service (registration, renewal, restore) starts before
 * the withdrawal period ends and that the right of withdrawal ends with it (decision 061), with a
 * one-line hint why. Required: the server refuses the payment without it (3030). A tick clears the
 * page's "please confirm" problem (the page owns it and decides when to show it).
 */
export function WithdrawalConsentCheckbox({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t('checkout.withdrawal')}
      description={t('checkout.withdrawalHint')}
      checked={checked}
      required
      error={error}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
