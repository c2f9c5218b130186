import { useState, type ChangeEvent, type FormEvent } from 'react';
import '../profile-texts';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@common/api/session.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { ProfilePasswordField } from './profile-password-field';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useSetLoginPassword } from '../api/set-login-password';
import { splitServerError } from '../form-errors';
import { ProfileSection } from './profile-section';

type Field = 'current_password' | 'password' | 'repeat';
const SERVER_FIELDS = ['current_password', 'password'] as const;
const EMPTY = { current_password: '', password: '', repeat: '' };

/**
 * Current, new and repeated password. Length and repetition are checked here; the rest of the
 * policy (common passwords, the login inside the password) is the server's, and its message
 * appears at the new password.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const setPassword = useSetLoginPassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function validate(): Partial<Record<Field, string>> {
    const length = [...values.password].length;
    return {
      current_password: values.current_password ? undefined : t('profile.errors.passwordRequired'),
      password:
        length < PASSWORD_MIN || length > PASSWORD_MAX
          ? t('profile.password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX })
          : values.password === values.current_password
            ? t('profile.password.sameAsCurrent')
            : undefined,
      repeat: values.repeat === values.password ? undefined : t('profile.password.mismatch'),
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    setPassword.mutate(
      { current_password: values.current_password, password: values.password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          snackbar.success(t('profile.password.saved'));
        },
        onError: (error) => {
          const { field, message } = splitServerError(error, SERVER_FIELDS, language);
          if (field) setErrors({ [field]: message });
          else setFormError(message);
        },
      },
    );
  }

  function bind(field: Field) {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
      },
    };
  }

  return (
    <ProfileSection title={t('profile.password.title')} description={t('profile.password.description')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md" maw="28rem">
          {formError && (
            <Alert color={STATUS_COLORS.error} role="alert">
              {formError}
            </Alert>
          )}
          <ProfilePasswordField label={t('profile.currentPassword')} autoComplete="current-password" {...bind('current_password')} />
          <ProfilePasswordField
            label={t('profile.password.new')}
            description={t('profile.password.hint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            autoComplete="new-password"
            {...bind('password')}
          />
          <ProfilePasswordField label={t('profile.password.repeat')} autoComplete="new-password" {...bind('repeat')} />
          <Button type="submit" loading={setPassword.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('profile.password.submit')}
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}
