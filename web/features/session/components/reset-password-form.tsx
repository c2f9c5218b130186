import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailTokenSchema } from '@common/api/account.contract';
import { PASSWORD_MAX, PASSWORD_MIN } from '@common/api/session.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { titledAlert } from '@web/components/ui/alert-colors';
import { currentLanguage } from '@web/i18n/i18n';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { useResetPassword } from '../api/reset-password';
import { PasswordField } from './password-field';
import '../account-texts';

interface ResetPasswordFormProps {
  /** The token of the recovery link. */
  token: string;
}

type Field = 'password' | 'confirm';

/**
 * The new password, typed twice, for the token of a recovery link. The server's password policy
 * (length, common passwords, the address in the password) answers at the field; a used or
 * expired link offers a new one.
 */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const tokenUsable = emailTokenSchema.safeParse(token).success;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const length = [...password].length;
    const errors: Partial<Record<Field, string>> = {
      password:
        length < PASSWORD_MIN || password.length > PASSWORD_MAX
          ? t('auth.errors.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX })
          : undefined,
      confirm: confirm !== password ? t('account.recover.mismatch') : undefined,
    };
    setFieldErrors(errors);
    if (errors.password || errors.confirm) return;
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          const first = isApiRequestError(error) ? error.errors[0] : undefined;
          if (first?.field === 'password') setFieldErrors({ password: errorText(error, currentLanguage()) });
        },
      },
    );
  }

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert {...titledAlert('success')} title={t('account.recover.doneTitle')} role="status">
          {t('account.recover.done')}
        </Alert>
        <Button component={Link} to={paths.login.getHref()} w="fit-content">
          {t('account.toLogin')}
        </Button>
      </Stack>
    );
  }

  const tokenRefused = !tokenUsable || (isApiRequestError(reset.error) && reset.error.code === ErrorCode.TokenInvalid);
  if (tokenRefused) {
    return (
      <Stack gap="md">
        <Alert {...titledAlert('error')} role="alert" title={t('account.linkFailedTitle')}>
          {errorMessage(language, ErrorCode.TokenInvalid)}
        </Alert>
        <Button component={Link} to={paths.recover.getHref()} w="fit-content" onClick={() => reset.reset()}>
          {t('account.recover.requestNew')}
        </Button>
      </Stack>
    );
  }

  const otherError = reset.isError && !(isApiRequestError(reset.error) && reset.error.errors[0]?.field === 'password');

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text>{t('account.recover.resetIntro')}</Text>
        {otherError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(reset.error, language)}
          </Alert>
        )}
        <PasswordField
          label={t('account.recover.newPassword')}
          description={t('account.recover.passwordPolicy', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          name="password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          value={password}
          error={fieldErrors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordField
          label={t('account.recover.confirmPassword')}
          name="confirm"
          autoComplete="new-password"
          required
          withAsterisk={false}
          value={confirm}
          error={fieldErrors.confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
        />
        <Button type="submit" loading={reset.isPending}>
          {t('account.recover.resetSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
