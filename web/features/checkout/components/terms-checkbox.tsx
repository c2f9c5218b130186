import { Anchor, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../checkout-texts';

/**
 * The terms tick of a payment page, with a link to the terms that opens beside the page. A tick
 * clears the page's "please accept" problem (the page owns it and decides when to show it).
 */
export function TermsCheckbox({
  label,
  termsUrl,
  checked,
  error,
  onChange,
}: {
  label: string;
  termsUrl: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={label}
      description={
        <Anchor href={termsUrl} target="_blank" rel="noopener" size="sm">
          {t('checkout.termsLink')}
        </Anchor>
      }
      checked={checked}
      required
      error={error}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
