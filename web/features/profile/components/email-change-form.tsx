import { useState, type FormEvent } from 'react';
import '../profile-texts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@common/api/session.contract';
import type { ProfileGeneral } from '@common/api/account.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { ProfilePasswordField } from './profile-password-field';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useSetEmail } from '../api/set-email';
import { splitServerError } from '../form-errors';
import { ProfileSection } from './profile-section';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

/**
 * A new login address: the current password confirms the request; the address changes only when
 * the link mailed to it is used, and until then it is shown as pending.
 */
export function EmailChangeForm({ profile }: { profile: ProfileGeneral }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const setEmail = useSetEmail();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailSchema.safeParse(values.email);
    const next: Partial<Record<Field, string>> = {
      email: values.email.trim() === '' ? t('profile.errors.required') : email.success ? undefined : t('profile.email.invalid'),
      password: values.password ? undefined : t('profile.errors.passwordRequired'),
    };
    setErrors(next);
    setFormError(null);
    if (next.email || next.password || !email.success) return;
    setEmail.mutate(
      { email: email.data, password: values.password },
      {
        onSuccess: () => {
          setValues({ email: '', password: '' });
          snackbar.success(t('profile.email.sent', { email: email.data }));
        },
        onError: (error) => {
          const { field, message } = splitServerError(error, FIELDS, language);
          if (field) setErrors({ [field]: message });
          else setFormError(message);
        },
      },
    );
  }

  return (
    <ProfileSection title={t('profile.email.title')} description={t('profile.email.description')}>
      <Stack gap="md">
        {profile.pending_email && (
          <Alert color={STATUS_COLORS.info} title={t('profile.email.pendingTitle')} role="status">
            {t('profile.email.pending', { email: profile.pending_email, login: profile.login })}
          </Alert>
        )}
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md" maw="28rem">
            {formError && (
              <Alert color={STATUS_COLORS.error} role="alert">
                {formError}
              </Alert>
            )}
            <TextInput
              label={t('profile.email.newEmail')}
              type="email"
              name="email"
              autoComplete="email"
              value={values.email}
              error={errors.email}
              onChange={(event) => {
                const email = event.currentTarget.value;
                setValues((current) => ({ ...current, email }));
              }}
            />
            <ProfilePasswordField
              label={t('profile.currentPassword')}
              name="password"
              autoComplete="current-password"
              value={values.password}
              error={errors.password}
              onChange={(event) => {
                const password = event.currentTarget.value;
                setValues((current) => ({ ...current, password }));
              }}
            />
            <Button type="submit" loading={setEmail.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('profile.email.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </ProfileSection>
  );
}
