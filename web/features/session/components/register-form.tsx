import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN, registerBodySchema } from '@common/api/session.contract';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { currentLanguage } from '@web/i18n/i18n';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { useRegister } from '../api/register';
import { PasswordField } from './password-field';
import '../account-texts';

type Field = 'login' | 'password' | 'accept_terms';

const FIELD_MESSAGES: Record<Field, string> = {
  login: 'auth.errors.emailInvalid',
  password: 'auth.errors.passwordLength',
  accept_terms: 'auth.errors.termsRequired',
};

function isField(value: unknown): value is Field {
  return value === 'login' || value === 'password' || value === 'accept_terms';
}

interface RegisterFormProps {
  onSuccess: () => void;
}

/** E-mail, password and the acceptance of the terms, checked with the server's own schema first. */
export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useRegister();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = registerBodySchema.safeParse({ login, password, accept_terms: acceptTerms });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field)) errors[field] ??= t(FIELD_MESSAGES[field], { min: PASSWORD_MIN, max: PASSWORD_MAX });
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    register.mutate(
      { login: parsed.data.login, password: parsed.data.password, accept_terms: true },
      {
        onSuccess,
        onError: (error) => {
          // An error about one field is shown at that field; the rest above the form.
          const first = isApiRequestError(error) ? error.errors[0] : undefined;
          if (first?.field && isField(first.field)) setFieldErrors({ [first.field]: errorText(error, currentLanguage()) });
        },
      },
    );
  }

  const serverFieldError = isApiRequestError(register.error) && isField(register.error.errors[0]?.field);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {register.isError && !serverFieldError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(register.error, currentLanguage())}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          description={t('account.register.verificationHint')}
          type="email"
          name="login"
          autoComplete="email"
          required
          // Every field is required; the asterisk would only add noise to the label.
          withAsterisk={false}
          value={login}
          error={fieldErrors.login}
          onChange={(event) => setLogin(event.currentTarget.value)}
        />
        <PasswordField
          label={t('auth.password')}
          description={t('auth.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          name="password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          value={password}
          error={fieldErrors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <div>
          <Checkbox
            label={t('auth.acceptTerms')}
            name="accept_terms"
            checked={acceptTerms}
            error={fieldErrors.accept_terms}
            onChange={(event) => setAcceptTerms(event.currentTarget.checked)}
          />
          <Text size="sm" mt={4} ml="xl">
            <Anchor component={Link} to={paths.terms.getHref()} target="_blank">
              {t('auth.readTerms')}
            </Anchor>
          </Text>
        </div>
        <Button type="submit" loading={register.isPending}>
          {t('auth.registerSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
