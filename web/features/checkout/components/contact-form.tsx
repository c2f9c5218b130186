import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentOption, RegistrantContact } from '@common/api/payment.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { useCountries } from '@web/features/config/api/get-countries';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { saveContact } from '../api/save-contact';
import { ContactFields } from '@web/components/forms/contact-fields';
import { contactValues, toContact, validateContact, type ContactField, type ContactValues } from '../checkout-rules';
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

  return (
    <form ref={form} onSubmit={handleSubmit} noValidate aria-label={t('checkout.contact.title')}>
      <Stack gap="md">
        {save.isError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(save.error, language)}
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
          ownAddress
        />
        <div>
          <Button type="submit" loading={save.isPending} disabled={!countries.data}>
            {t('checkout.contact.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
