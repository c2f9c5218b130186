import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../account-texts';

/**
 * Mantine's password input with a labelled visibility toggle that the Tab key reaches
 * (Mantine leaves it unlabelled and out of the tab order by default).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{
        tabIndex: 0,
        'aria-label': t('auth.togglePassword'),
      }}
    />
  );
}
