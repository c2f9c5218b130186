import { useState, type ChangeEvent, type FormEvent } from 'react';
import '../profile-texts';
import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { billingAddressSchema, phoneSchema, type ProfileGeneral } from '@common/api/account.contract';
import { hasVatIdFormat, isValidVatId, normalizeVatId, vatIdExample } from '@common/vat/vat-id';
import { STATUS_COLORS } from '@web/app/theme';
import { useCountries } from '@web/features/config/api/get-countries';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useSetBillingAddress, type BillingAddressInput } from '../api/set-billing-address';
import { fieldMessage, type Translate } from '../field-messages';
import { splitServerError } from '../form-errors';
import { LoadError } from '@web/components/ui/load-error';
import { ProfileSection } from './profile-section';

type TextField = 'name' | 'company' | 'street' | 'postal_code' | 'city' | 'phone' | 'vat_id';
type Field = TextField | 'country';
const FIELDS: readonly Field[] = ['name', 'company', 'street', 'postal_code', 'city', 'country', 'phone', 'vat_id'];
const MAX: Record<Exclude<TextField, 'phone'>, number> = { name: 100, company: 100, street: 200, postal_code: 16, city: 100, vat_id: 30 };

type Values = Omit<BillingAddressInput, 'business'> & { business: boolean };

/** The form's values of a saved address (the VIES status is shown, never sent back). */
function valuesOf(billing: NonNullable<ProfileGeneral['billing']>): Values {
  const { vies: _vies, ...values } = billing;
  return values;
}

function initialValues(profile: ProfileGeneral, country: string): Values {
  return profile.billing
    ? valuesOf(profile.billing)
    : { name: '', company: '', street: '', postal_code: '', city: '', country, phone: '', business: false, vat_id: '' };
}

/**
 * Where the saved VAT ID stands at VIES (docs/decisions/006): only a confirmed one takes the VAT
 * off; the customer sees why VAT is still charged otherwise.
 */
const VIES_TEXT = {
  confirmed: 'profile.billing.vies.confirmed',
  refused: 'profile.billing.vies.refused',
  unreachable: 'profile.billing.vies.unreachable',
  unchecked: 'profile.billing.vies.unchecked',
} as const;

function ViesStatus({ vies }: { vies: NonNullable<NonNullable<ProfileGeneral['billing']>['vies']> }) {
  const { t } = useTranslation();
  const color =
    vies.status === 'confirmed' ? STATUS_COLORS.success : vies.status === 'refused' ? STATUS_COLORS.error : STATUS_COLORS.warning;
  return (
    <Alert color={color} role="status">
      {t(VIES_TEXT[vies.status])}
      {vies.consultation && ` ${t('profile.billing.vies.consultation', { consultation: vies.consultation })}`}
    </Alert>
  );
}

/** The errors of an address before it goes to the server; the same rules as the server's. */
export function validateBillingAddress(values: Values, t: Translate): Partial<Record<Field, string>> {
  const shape = billingAddressSchema.shape;
  const errors: Partial<Record<Field, string>> = {
    name: fieldMessage(shape.name, values.name, t, { max: MAX.name }),
    company: values.company.trim() ? fieldMessage(shape.company, values.company, t, { max: MAX.company }) : undefined,
    street: fieldMessage(shape.street, values.street, t, { max: MAX.street }),
    postal_code: fieldMessage(shape.postal_code, values.postal_code, t, {
      max: MAX.postal_code,
      invalidKey: 'profile.billing.postalCodeInvalid',
    }),
    city: fieldMessage(shape.city, values.city, t, { max: MAX.city }),
    country: values.country ? undefined : t('profile.billing.countryRequired'),
    phone:
      values.phone.trim() === ''
        ? t('profile.errors.required')
        : phoneSchema.safeParse(values.phone).success
          ? undefined
          : t('profile.billing.phoneInvalid'),
  };
  const vatId = normalizeVatId(values.vat_id);
  if (values.business && !vatId && hasVatIdFormat(values.country)) errors.vat_id = t('profile.billing.vatIdRequired');
  else if (vatId && !isValidVatId(values.country, vatId)) {
    const example = vatIdExample(values.country);
    errors.vat_id = example ? t('profile.billing.vatIdInvalidExample', { example }) : t('profile.billing.vatIdInvalid');
  }
  return errors;
}

/**
 * The billing address (spec §4): its country decides the VAT of every price, so saving it
 * reloads the cart and the localization. A business customer gives the VAT ID of the business.
 */
export function BillingForm({ profile }: { profile: ProfileGeneral }) {
  const { t } = useTranslation();
  const localization = useLocalization();
  const countries = useCountries(localization.language);
  const save = useSetBillingAddress();
  const [values, setValues] = useState<Values>(() => initialValues(profile, localization.country));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = validateBillingAddress(values, t);
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    const address: BillingAddressInput = {
      ...values,
      name: values.name.trim(),
      company: values.company.trim(),
      street: values.street.trim(),
      postal_code: values.postal_code.trim(),
      city: values.city.trim(),
      phone: phoneSchema.parse(values.phone),
      vat_id: values.business ? normalizeVatId(values.vat_id) : '',
    };
    const countryBefore = profile.billing?.country ?? localization.country;
    save.mutate(address, {
      onSuccess: ({ profile: saved }) => {
        if (saved.billing) setValues(valuesOf(saved.billing));
        snackbar.success(t(saved.billing?.country !== countryBefore ? 'profile.billing.savedCountry' : 'profile.billing.saved'));
      },
      onError: (error) => {
        const { field, message } = splitServerError(error, FIELDS, localization.language);
        if (field) setErrors({ [field]: message });
        else setFormError(message);
      },
    });
  }

  function bind(field: TextField) {
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

  const vatExample = vatIdExample(values.country);
  const countryOptions = countries.data?.map((country) => ({ value: country.code, label: country.name })) ?? [];
  // A saved country that the list no longer has still shows as chosen.
  if (countries.data && values.country && !countryOptions.some((option) => option.value === values.country)) {
    countryOptions.unshift({ value: values.country, label: values.country });
  }

  return (
    <ProfileSection title={t('profile.billing.title')} description={t('profile.billing.description')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md" maw="40rem">
          {!profile.billing && (
            <Alert color={STATUS_COLORS.info} role="status">
              {t('profile.billing.empty')}
            </Alert>
          )}
          {formError && (
            <Alert color={STATUS_COLORS.error} role="alert">
              {formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('profile.billing.name')} autoComplete="name" maxLength={MAX.name} {...bind('name')} />
            <TextInput label={t('profile.billing.company')} autoComplete="organization" maxLength={MAX.company} {...bind('company')} />
          </SimpleGrid>
          <TextInput label={t('profile.billing.street')} autoComplete="street-address" maxLength={MAX.street} {...bind('street')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('profile.billing.postalCode')}
              autoComplete="postal-code"
              maxLength={MAX.postal_code}
              {...bind('postal_code')}
            />
            <TextInput label={t('profile.billing.city')} autoComplete="address-level2" maxLength={MAX.city} {...bind('city')} />
            {countries.isPending ? (
              <Skeleton height={60} role="status" aria-label={t('profile.billing.countriesLoading')} />
            ) : countries.isError ? (
              <LoadError error={countries.error} onRetry={() => void countries.refetch()} retrying={countries.isFetching} />
            ) : (
              <NativeSelect
                label={t('profile.billing.country')}
                name="country"
                autoComplete="country"
                data={countryOptions}
                value={values.country}
                error={errors.country}
                onChange={(event) => {
                  const country = event.currentTarget.value;
                  setValues((current) => ({ ...current, country }));
                }}
              />
            )}
          </SimpleGrid>
          <TextInput
            label={t('profile.billing.phone')}
            description={t('profile.billing.phoneHint')}
            type="tel"
            autoComplete="tel"
            maxLength={30}
            {...bind('phone')}
          />
          <Checkbox
            label={t('profile.billing.business')}
            description={t('profile.billing.businessHint')}
            name="business"
            checked={values.business}
            onChange={(event) => {
              const business = event.currentTarget.checked;
              setValues((current) => ({ ...current, business }));
            }}
          />
          {values.business && (
            <TextInput
              label={t('profile.billing.vatId')}
              description={vatExample ? t('profile.billing.vatIdHint', { example: vatExample }) : t('profile.billing.vatIdHintOther')}
              maxLength={MAX.vat_id}
              {...bind('vat_id')}
            />
          )}
          {values.business && profile.billing?.vies && normalizeVatId(values.vat_id) === profile.billing.vat_id && (
            <ViesStatus vies={profile.billing.vies} />
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!countries.data}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
