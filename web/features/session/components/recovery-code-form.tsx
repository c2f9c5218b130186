import type { ReactNode } from 'react';
import { recoveryCodeSchema } from '@common/api/account.contract';
import { useTranslation } from 'react-i18next';
import { useLoginRecoveryCode, type RecoveryLoginResult } from '../api/login-recovery-code';
import { SecondFactorForm } from './second-factor-form';
import '../account-texts';

interface RecoveryCodeFormProps {
  onSuccess: (result: RecoveryLoginResult) => void;
  children?: ReactNode;
}

/** One of the one-time recovery codes instead of the app's code (POST /user/login/2fa/recovery). */
export function RecoveryCodeForm({ onSuccess, children }: RecoveryCodeFormProps) {
  const { t } = useTranslation();
  const mutation = useLoginRecoveryCode();
  return (
    <SecondFactorForm
      mutation={mutation}
      schema={recoveryCodeSchema}
      intro={t('account.recoveryCode.intro')}
      label={t('account.recoveryCode.label')}
      description={t('account.recoveryCode.hint')}
      formatError={t('account.recoveryCode.format')}
      submitLabel={t('account.recoveryCode.submit')}
      numeric={false}
      onSuccess={onSuccess}
    >
      {children}
    </SecondFactorForm>
  );
}
