import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT_ROLES, type ContactRoleName, type ContactView } from '@common/api/contact.contract';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useCountries } from '@web/features/config/api/get-countries';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { useSaveContact } from '../api/save-contact';
import { ContactFields } from '@web/components/forms/contact-fields';
import { contactValues, type ContactField, type ContactValues } from '@web/lib/contact-form-rules';
import { toContact, validateContact } from '../contact-form-rules';
import '../contacts-texts';

interface ContactEditFormProps {
  /** The contact to edit; none to add one. */
  contact?: ContactView;
  /** Used for an empty form: the session's country and, for a contact without details, its address. */
  fallback: { country: string; email: string };
  onSaved: (saved: ContactView, addressChanged: boolean) => void;
  onCancel: () => void;
}

/** What a registrant that names use cannot change here (a change of registrant, decision 048). */
const HOLDER_FIELDS: readonly ContactField[] = ['name', 'org', 'email'];

/**
 * A contact's details in the shared contact fieldset (as the checkout's registrant form and the
 * change of registrant show it), checked by the server's own schema before they are sent; a refusal changes nothing and is shown in the user's language.
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
        <ContactFields
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          countries={{
            list: countries.data ?? null,
            error: countries.isError ? errorText(countries.error, language) : null,
            retry: () => void countries.refetch(),
          }}
          ownAddress
          readOnlyFields={holderLocked ? HOLDER_FIELDS : []}
        />
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
