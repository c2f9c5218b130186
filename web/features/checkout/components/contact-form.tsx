import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, NativeSelect, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentOption, RegistrantContact } from '@common/api/payment.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { useCountries } from '@web/features/config/api/get-countries';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { saveContact } from '../api/save-contact';
import { CONTACT_MAX, contactValues, toContact, validateContact, type ContactField, type ContactValues } from '../checkout-rules';
import '../checkout-texts';

interface ContactFormProps {
  /** The cart section whose checkout this contact belongs to. */
  type?: 'register' | 'renew' | 'rgp';
  /** The saved contact, or the billing address the server filled in; null for an empty form. */
  initial: RegistrantContact | null;
  /** Used when there is nothing to fill in: the session's country and the login address. */
  fallback: { country: string; email: string };
  onSaved: (contact: RegistrantContact, options: PaymentOption[]) => void;
}

type TextField = Exclude<ContactField, 'country'>;

/**
 * The registrant contact of the names (spec §4 payment flow, `POST /pay/save/contact`), checked
 * by the server's own rules before it is sent; a refusal changes nothing and is shown in words.
 */
export function ContactForm({ type = 'register', initial, fallback, onSaved }: ContactFormProps) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const countries = useCountries(language);
  const [values, setValues] = useState<ContactValues>(() => contactValues(initial, fallback));
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const save = useMutation({ mutationFn: (contact: RegistrantContact) => saveContact(type, contact) });
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);

  // The first wrong field gets the focus once the messages are shown, so a keyboard or screen reader user lands on it.
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
    const contact = toContact(values);
    save.mutate(contact, { onSuccess: (result) => onSaved(contact, result.paymentOptions) });
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

  const countryOptions = countries.data?.map((country) => ({ value: country.code, label: country.name })) ?? [];
  if (countries.data && values.country && !countryOptions.some((option) => option.value === values.country)) {
    countryOptions.unshift({ value: values.country, label: values.country });
  }

  return (
    <form ref={form} onSubmit={handleSubmit} noValidate aria-label={t('checkout.contact.title')}>
      <Stack gap="md">
        {save.isError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(save.error, language)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('checkout.contact.name')} autoComplete="name" withAsterisk {...bind('name')} />
          <TextInput label={t('checkout.contact.org')} autoComplete="organization" {...bind('org')} />
        </SimpleGrid>
        <TextInput label={t('checkout.contact.street')} autoComplete="address-line1" withAsterisk {...bind('street1')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('checkout.contact.street2')} autoComplete="address-line2" {...bind('street2')} />
          <TextInput label={t('checkout.contact.street3')} autoComplete="address-line3" {...bind('street3')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label={t('checkout.contact.postalCode')} autoComplete="postal-code" withAsterisk {...bind('postal_code')} />
          <TextInput label={t('checkout.contact.city')} autoComplete="address-level2" withAsterisk {...bind('city')} />
          <TextInput label={t('checkout.contact.state')} autoComplete="address-level1" {...bind('state')} />
        </SimpleGrid>
        {countries.isPending ? (
          <Skeleton height={60} role="status" aria-label={t('checkout.contact.countriesLoading')} />
        ) : countries.isError ? (
          <Alert color={STATUS_COLORS.error} role="alert">
            <Stack gap="xs" align="flex-start">
              {errorText(countries.error, language)}
              <Button variant="default" size="xs" onClick={() => void countries.refetch()}>
                {t('checkout.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <NativeSelect
            label={t('checkout.contact.country')}
            name="country"
            autoComplete="country"
            withAsterisk
            data={countryOptions}
            value={values.country}
            error={errors.country}
            onChange={(event) => {
              const country = event.currentTarget.value;
              setValues((current) => ({ ...current, country }));
            }}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('checkout.contact.phone')}
            description={t('checkout.contact.phoneHint')}
            type="tel"
            autoComplete="tel"
            withAsterisk
            {...bind('phone')}
          />
          <TextInput label={t('checkout.contact.email')} type="email" autoComplete="email" withAsterisk {...bind('email')} />
        </SimpleGrid>
        <div>
          <Button type="submit" loading={save.isPending} disabled={!countries.data}>
            {t('checkout.contact.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
