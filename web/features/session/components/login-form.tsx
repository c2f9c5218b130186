import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { currentLanguage } from '@web/i18n/i18n';
import { serverErrorText } from '@web/lib/error-text';
import { useLogin } from '../api/login';
import { PasswordField } from './password-field';
import '../account-texts';

interface LoginFormProps {
  onSuccess: () => void;
  /** The password was right and the account asks for a second factor (POST /user/login/2fa). */
  onTwoFactorRequired: () => void;
}

/** E-mail and password. A failed login shows the server's first error (spec §8). */
export function LoginForm({ onSuccess, onTwoFactorRequired }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [values, setValues] = useState({ login: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<{ login?: string; password?: string }>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = {
      login: values.login.trim() ? undefined : t('auth.errors.loginRequired'),
      password: values.password ? undefined : t('auth.errors.passwordRequired'),
    };
    setFieldErrors(errors);
    if (errors.login || errors.password) return;
    login.mutate(
      { login: values.login.trim(), password: values.password },
      { onSuccess: (answer) => (answer.two_factor_required ? onTwoFactorRequired() : onSuccess()) },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {login.isError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {serverErrorText(login.error, currentLanguage())}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          name="login"
          autoComplete="username"
          required
          // Every field is required; the asterisk would only add noise to the label.
          withAsterisk={false}
          value={values.login}
          error={fieldErrors.login}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, login: value }));
          }}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={values.password}
          error={fieldErrors.password}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, password: value }));
          }}
        />
        <Button type="submit" loading={login.isPending}>
          {t('auth.loginSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
