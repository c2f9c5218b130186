import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT_ROLES, type ContactRoleName, type ContactView } from '@common/api/contact.contract';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useCountries } from '@web/features/config/api/get-countries';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { useSaveContact } from '../api/save-contact';
import { CONTACT_MAX, contactValues, toContact, validateContact, type ContactField, type ContactValues } from '../contact-form-rules';
import '../contacts-texts';

interface ContactEditFormProps {
  /** The contact to edit; none to add one. */
  contact?: ContactView;
  /** Used for an empty form: the session's country and, for a contact without details, its address. */
  fallback: { country: string; email: string };
  onSaved: (saved: ContactView, addressChanged: boolean) => void;
  onCancel: () => void;
}

type TextField = Exclude<ContactField, 'country'>;
/** What a registrant that names use cannot change here (a change of registrant, decision 048). */
const HOLDER_FIELDS: readonly ContactField[] = ['name', 'org', 'email'];

/**
 * A contact's details, checked by the server's own rules (the checkout's registrant form) before
 * they are sent; a refusal changes nothing and is shown in the user's language.
 */
export function ContactEditForm({ contact, fallback, onSaved, onCancel }: ContactEditFormProps) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const countries = useCountries(language);
  const save = useSaveContact();
  const [values, setValues] = useState<ContactValues>(() =>
    contactValues(contact?.details ?? null, { country: fallback.country, email: contact?.email ?? fallback.email }),
  );
  const [role, setRole] = useState<ContactRoleName>('admin');
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);
  const holderLocked = contact?.role === 'registrant' && contact.domains.length > 0;

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
    const details = toContact(values);
    const input = contact ? { id: contact.id, contact: details } : { role, contact: details };
    save.mutate(input, { onSuccess: (saved) => onSaved(saved, saved.email !== contact?.email && saved.verification !== 'verified') });
  }

  function bind(field: TextField) {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      maxLength: CONTACT_MAX[field],
      readOnly: holderLocked && HOLDER_FIELDS.includes(field),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
      },
    };
  }

  const countryOptions = countries.data?.map((country) => ({ value: country.code, label: country.name })) ?? [];
  if (values.country && !countryOptions.some((option) => option.value === values.country))
    countryOptions.unshift({ value: values.country, label: values.country });
  const title = contact ? t('contacts.editTitle') : t('contacts.addTitle');

  return (
    <form ref={form} onSubmit={handleSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {save.isError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(save.error, language)}
          </Alert>
        )}
        {holderLocked && (
          <Text size="sm">
            {t('contacts.holderLocked')}{' '}
            <Anchor component={Link} to={paths.domainOwnership.getHref()}>
              {t('contacts.toOwnership')}
            </Anchor>
          </Text>
        )}
        {!contact && (
          <NativeSelect
            label={t('contacts.role')}
            name="role"
            data={CONTACT_ROLES.map((value) => ({ value, label: t(`contacts.roleName.${value}`) }))}
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as ContactRoleName)}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('contacts.field.name')} autoComplete="name" withAsterisk {...bind('name')} />
          <TextInput label={t('contacts.field.org')} autoComplete="organization" {...bind('org')} />
        </SimpleGrid>
        <TextInput label={t('contacts.field.street')} autoComplete="address-line1" withAsterisk {...bind('street1')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('contacts.field.street2')} autoComplete="address-line2" {...bind('street2')} />
          <TextInput label={t('contacts.field.street3')} autoComplete="address-line3" {...bind('street3')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label={t('contacts.field.postalCode')} autoComplete="postal-code" withAsterisk {...bind('postal_code')} />
          <TextInput label={t('contacts.field.city')} autoComplete="address-level2" withAsterisk {...bind('city')} />
          <TextInput label={t('contacts.field.state')} autoComplete="address-level1" {...bind('state')} />
        </SimpleGrid>
        <NativeSelect
          label={t('contacts.field.country')}
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('contacts.field.phone')}
            description={t('contacts.field.phoneHint')}
            type="tel"
            autoComplete="tel"
            withAsterisk
            {...bind('phone')}
          />
          <TextInput label={t('contacts.field.email')} type="email" autoComplete="email" withAsterisk {...bind('email')} />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('contacts.save')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('contacts.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
