import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@common/api/session.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { titledAlert } from '@web/components/ui/alert-colors';
import { currentLanguage } from '@web/i18n/i18n';
import { errorText } from '@web/lib/error-text';
import { useRequestPasswordRecovery } from '../api/request-password-recovery';
import '../account-texts';

/**
 * Asks for the address of the account and sends the recovery link. The confirmation is the same
 * whether the address has an account or not.
 */
export function RecoverRequestForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordRecovery();
  const [login, setLogin] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(login);
    if (!parsed.success) {
      setFieldError(login.trim() ? t('auth.errors.emailInvalid') : t('auth.errors.loginRequired'));
      return;
    }
    setFieldError(undefined);
    request.mutate(parsed.data);
  }

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert {...titledAlert('success')} title={t('account.recover.sentTitle')} role="status">
          {t('account.recover.sent', { email: request.variables })}
        </Alert>
        <Button
          variant="default"
          w="fit-content"
          onClick={() => {
            request.reset();
            setLogin('');
          }}
        >
          {t('account.recover.again')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text>{t('account.recover.intro')}</Text>
        {request.isError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(request.error, currentLanguage())}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          name="login"
          autoComplete="email"
          required
          withAsterisk={false}
          value={login}
          error={fieldError}
          onChange={(event) => setLogin(event.currentTarget.value)}
        />
        <Button type="submit" loading={request.isPending}>
          {t('account.recover.submit')}
        </Button>
      </Stack>
    </form>
  );
}
