import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { designatedAgentConsent, type OwnershipChangeView } from '@common/api/ownership.contract';
import { toDisplayName } from '@common/domain/domain-name';
import { registrantContactSchema } from '@common/api/payment.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { useCountries } from '@web/features/config/api/get-countries';
import { ContactFields } from '@web/components/forms/contact-fields';
import { contactFormRules, contactValues, type ContactField, type ContactValues } from '@web/lib/contact-form-rules';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { useStartOwnershipChange } from '../api/start-ownership-change';
import '../ownership-texts';

/** The new registrant is checked as the checkout's registrant is: by the server's registrant schema. */
const { validateContact, toContact } = contactFormRules(registrantContactSchema, 'contactFields.errors');

/**
 * The new registrant of a name, checked by the server's own schema before it is sent (the
 * shared contact fields and rules); the prior registrant may opt out of the 60-day transfer
 * lock here, before the change (Transfer Policy II.C.2). A refusal changes nothing and is shown in words.
 */
export function RegistrantChangeForm({ domain, onStarted }: { domain: string; onStarted: (change: OwnershipChangeView) => void }) {
  const { t } = useTranslation();
  const { language, country } = useLocalization();
  const countries = useCountries(language);
  const [values, setValues] = useState<ContactValues>(() => contactValues(null, { country, email: '' }));
  const [optOut, setOptOut] = useState(false);
  const [agent, setAgent] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [agentErrors, setAgentErrors] = useState<{ password?: string; code?: string }>({});
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const start = useStartOwnershipChange();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);

  // The first wrong field gets the focus once the messages are shown.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // A refusal of the password or code is shown under its field, not above the form.
  const refusedField = isApiRequestError(start.error) ? start.error.errors[0]?.field : undefined;
  const reauthAnswer = agent && (refusedField === 'password' || refusedField === 'code');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values, t);
    const missingPassword = agent && !password ? { password: t('ownership.agent.passwordRequired') } : {};
    setErrors(found);
    setAgentErrors(missingPassword);
    if (Object.keys(found).length > 0 || missingPassword.password) {
      focusFirstError.current = true;
      return;
    }
    start.mutate(
      {
        domain,
        registrant: toContact(values),
        optOutTransferLock: optOut,
        agent: agent ? { password, code: needsCode ? code : undefined } : undefined,
      },
      {
        onSuccess: onStarted,
        onError: (error) => {
          // The re-authentication's answers belong under their fields; with two-factor login on, the code field appears.
          const field = agent && isApiRequestError(error) ? error.errors[0]?.field : undefined;
          if (field === 'code') {
            const asked = needsCode;
            setNeedsCode(true);
            setAgentErrors(asked ? { code: errorText(error, language) } : {});
          } else if (field === 'password') {
            setAgentErrors({ password: errorText(error, language) });
            focusFirstError.current = true;
          }
        },
      },
    );
  }

  return (
    <form ref={form} onSubmit={handleSubmit} noValidate aria-labelledby="ownership-new-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="ownership-new-title">
          {t('ownership.newTitle')}
        </Title>
        {start.isError && !reauthAnswer && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(start.error, language)}
          </Alert>
        )}
        <ContactFields
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          countries={{
            list: countries.data ?? null,
            error: countries.isError ? errorText(countries.error, language) : null,
            retry: () => void countries.refetch(),
          }}
          ownAddress={false}
        />
        <Checkbox
          label={t('ownership.optOut')}
          description={t('ownership.optOutHint')}
          checked={optOut}
          onChange={(event) => setOptOut(event.currentTarget.checked)}
        />
        <Checkbox
          label={t('ownership.agent.label')}
          description={designatedAgentConsent(language, toDisplayName(domain))}
          checked={agent}
          onChange={(event) => setAgent(event.currentTarget.checked)}
        />
        {agent && (
          <Stack gap="xs" maw={420}>
            <PasswordInput
              label={t('ownership.agent.password')}
              description={t('ownership.agent.passwordHint')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={agentErrors.password}
              aria-invalid={agentErrors.password ? true : undefined}
              autoComplete="current-password"
              required
            />
            {needsCode && (
              <TextInput
                label={t('ownership.agent.code')}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={agentErrors.code}
                aria-invalid={agentErrors.code ? true : undefined}
                autoComplete="one-time-code"
                inputMode="numeric"
                autoFocus
              />
            )}
          </Stack>
        )}
        <div>
          <Button type="submit" loading={start.isPending}>
            {t(agent ? 'ownership.agent.submit' : 'ownership.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
