import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OwnershipChangeView } from '@common/api/ownership.contract';
import { registrantContactSchema } from '@common/api/payment.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { useCountries } from '@web/features/config/api/get-countries';
import { ContactFields } from '@web/components/forms/contact-fields';
import { contactFormRules, contactValues, type ContactField, type ContactValues } from '@web/lib/contact-form-rules';
import { useLocalization } from '@web/features/session/hooks/use-session';
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError.current = true;
      return;
    }
    start.mutate({ domain, registrant: toContact(values), optOutTransferLock: optOut }, { onSuccess: onStarted });
  }

  return (
    <form ref={form} onSubmit={handleSubmit} noValidate aria-labelledby="ownership-new-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="ownership-new-title">
          {t('ownership.newTitle')}
        </Title>
        {start.isError && (
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
        <div>
          <Button type="submit" loading={start.isPending}>
            {t('ownership.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
