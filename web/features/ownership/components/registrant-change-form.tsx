import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Checkbox, NativeSelect, SimpleGrid, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OwnershipChangeView } from '@common/api/ownership.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { useCountries } from '@web/features/config/api/get-countries';
import {
  CONTACT_MAX,
  contactValues,
  toContact,
  validateContact,
  type ContactField,
  type ContactValues,
} from '@web/features/checkout/checkout-rules';
import '@web/features/checkout/checkout-texts';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { useStartOwnershipChange } from '../api/start-ownership-change';
import '../ownership-texts';

type TextField = Exclude<ContactField, 'country'>;

/**
 * The new registrant of a name, checked by the server's own schema before it is sent (the
 * checkout's contact rules and texts); the prior registrant may opt out of the 60-day transfer
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

  function bind(field: TextField) {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      maxLength: CONTACT_MAX[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
      },
    };
  }

  const countryOptions = countries.data?.map((entry) => ({ value: entry.code, label: entry.name })) ?? [];
  if (countries.data && values.country && !countryOptions.some((option) => option.value === values.country)) {
    countryOptions.unshift({ value: values.country, label: values.country });
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('checkout.contact.name')} autoComplete="off" withAsterisk {...bind('name')} />
          <TextInput label={t('checkout.contact.org')} autoComplete="off" {...bind('org')} />
        </SimpleGrid>
        <TextInput label={t('checkout.contact.street')} autoComplete="off" withAsterisk {...bind('street1')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('checkout.contact.street2')} autoComplete="off" {...bind('street2')} />
          <TextInput label={t('checkout.contact.street3')} autoComplete="off" {...bind('street3')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label={t('checkout.contact.postalCode')} autoComplete="off" withAsterisk {...bind('postal_code')} />
          <TextInput label={t('checkout.contact.city')} autoComplete="off" withAsterisk {...bind('city')} />
          <TextInput label={t('checkout.contact.state')} autoComplete="off" {...bind('state')} />
        </SimpleGrid>
        {countries.isPending ? (
          <Skeleton height={60} role="status" aria-label={t('checkout.contact.countriesLoading')} />
        ) : (
          <NativeSelect
            label={t('checkout.contact.country')}
            name="country"
            withAsterisk
            data={countryOptions.length > 0 ? countryOptions : [{ value: values.country, label: values.country }]}
            value={values.country}
            error={errors.country}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, country: value }));
            }}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('checkout.contact.phone')}
            description={t('checkout.contact.phoneHint')}
            type="tel"
            autoComplete="off"
            withAsterisk
            {...bind('phone')}
          />
          <TextInput label={t('checkout.contact.email')} type="email" autoComplete="off" withAsterisk {...bind('email')} />
        </SimpleGrid>
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
