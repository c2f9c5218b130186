import type { ChangeEvent } from 'react';
import { Alert, Button, NativeSelect, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { CONTACT_MAX, type ContactField, type ContactValues } from '@web/lib/contact-form-rules';
import './contact-fields-texts';

/** The countries of the select, as the form's query holds them. */
export interface CountryChoices {
  /** Null while they load. */
  list: { code: string; name: string }[] | null;
  /** Why they could not be loaded, in the user's language; null when nothing went wrong. */
  error: string | null;
  retry: () => void;
}

interface ContactFieldsProps {
  values: ContactValues;
  errors: Partial<Record<ContactField, string>>;
  onChange: (field: ContactField, value: string) => void;
  countries: CountryChoices;
  /**
   * Whether the browser may fill in the user's own address: yes for the customer's registrant at
   * checkout, no for someone else's (a new registrant of a name).
   */
  ownAddress: boolean;
  /** Fields shown but not editable (the holder of a registrant that names use, on the contacts page). */
  readOnlyFields?: readonly ContactField[];
}

/** The autocomplete token of each field when the address is the user's own. */
const AUTOCOMPLETE: Record<ContactField, string> = {
  name: 'name',
  org: 'organization',
  street1: 'address-line1',
  street2: 'address-line2',
  street3: 'address-line3',
  postal_code: 'postal-code',
  city: 'address-level2',
  state: 'address-level1',
  country: 'country',
  phone: 'tel',
  email: 'email',
};

/**
 * The fields of a registrant contact (name, organisation, three street lines, postal code, city,
 * state, country, phone as +CC.number, e-mail), with their limits and messages; the form around
 * them checks the values (`contactFormRules`, web/lib/contact-form-rules.ts) and sends them.
 */
export function ContactFields({ values, errors, onChange, countries, ownAddress, readOnlyFields = [] }: ContactFieldsProps) {
  const { t } = useTranslation();
  const autoComplete = (field: ContactField) => (ownAddress ? AUTOCOMPLETE[field] : 'off');

  function bind(field: Exclude<ContactField, 'country'>) {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      maxLength: CONTACT_MAX[field],
      autoComplete: autoComplete(field),
      readOnly: readOnlyFields.includes(field),
      onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.currentTarget.value),
    };
  }

  const countryOptions = countries.list?.map((country) => ({ value: country.code, label: country.name })) ?? [];
  // A country the list does not hold (a registrant the registry keeps) stays choosable as it is.
  if (values.country && !countryOptions.some((option) => option.value === values.country)) {
    countryOptions.unshift({ value: values.country, label: values.country });
  }

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('contactFields.name')} withAsterisk {...bind('name')} />
        <TextInput label={t('contactFields.org')} {...bind('org')} />
      </SimpleGrid>
      <TextInput label={t('contactFields.street')} withAsterisk {...bind('street1')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('contactFields.street2')} {...bind('street2')} />
        <TextInput label={t('contactFields.street3')} {...bind('street3')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label={t('contactFields.postalCode')} withAsterisk {...bind('postal_code')} />
        <TextInput label={t('contactFields.city')} withAsterisk {...bind('city')} />
        <TextInput label={t('contactFields.state')} {...bind('state')} />
      </SimpleGrid>
      {countries.error !== null ? (
        <Alert color={STATUS_COLORS.error} role="alert">
          <Stack gap="xs" align="flex-start">
            {countries.error}
            <Button variant="default" size="xs" onClick={countries.retry}>
              {t('contactFields.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : countries.list === null ? (
        <Skeleton height={60} role="status" aria-label={t('contactFields.countriesLoading')} />
      ) : (
        <NativeSelect
          label={t('contactFields.country')}
          name="country"
          autoComplete={autoComplete('country')}
          withAsterisk
          data={countryOptions}
          value={values.country}
          error={errors.country}
          onChange={(event) => onChange('country', event.currentTarget.value)}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('contactFields.phone')} description={t('contactFields.phoneHint')} type="tel" withAsterisk {...bind('phone')} />
        <TextInput label={t('contactFields.email')} type="email" withAsterisk {...bind('email')} />
      </SimpleGrid>
    </>
  );
}
