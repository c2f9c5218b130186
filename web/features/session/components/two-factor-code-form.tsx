import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { totpCodeSchema } from '@common/api/account.contract';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { SecondFactorForm } from './second-factor-form';
import '../account-texts';

interface TwoFactorCodeFormProps {
  onSuccess: () => void;
  /** Back to e-mail and password (another account, or the step expired). */
  onRestart: () => void;
  /** The recovery code page, with the login's redirect target. */
  recoveryHref: string;
}

/** The six-digit code of the authenticator app, after a correct password (POST /user/login/2fa). */
export function TwoFactorCodeForm({ onSuccess, onRestart, recoveryHref }: TwoFactorCodeFormProps) {
  const { t } = useTranslation();
  const mutation = useLoginTwoFactor();
  return (
    <SecondFactorForm
      mutation={mutation}
      schema={totpCodeSchema}
      intro={t('account.twoFactor.intro')}
      label={t('account.twoFactor.codeLabel')}
      description={t('account.twoFactor.codeHint')}
      formatError={t('account.twoFactor.codeFormat')}
      submitLabel={t('account.twoFactor.submit')}
      numeric
      autoFocus
      onSuccess={onSuccess}
    >
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={recoveryHref} size="sm">
          {t('account.twoFactor.useRecoveryCode')}
        </Anchor>
        <Button variant="subtle" size="compact-sm" onClick={onRestart}>
          {t('account.twoFactor.restart')}
        </Button>
      </Group>
    </SecondFactorForm>
  );
}
