import type { z } from 'zod';

/** `t` of i18next, or anything that translates a key the same way. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A contact as the forms hold it: one text per field, the street in up to three lines. */
export interface ContactValues {
  name: string;
  org: string;
  street1: string;
  street2: string;
  street3: string;
  postal_code: string;
  city: string;
  state: string;
  country: string;
  phone: string;
  email: string;
}
export type ContactField = keyof ContactValues;
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'org',
  'street1',
  'street2',
  'street3',
  'postal_code',
  'city',
  'state',
  'country',
  'phone',
  'email',
];
export const CONTACT_MAX: Record<ContactField, number> = {
  name: 255,
  org: 255,
  street1: 255,
  street2: 255,
  street3: 255,
  postal_code: 16,
  city: 255,
  state: 255,
  country: 2,
  phone: 30,
  email: 254,
};

/** A contact as the server answers it (a contact of the contacts page, a registrant of the checkout). */
interface StoredContact {
  name: string;
  org?: string | null;
  street: string[];
  postal_code: string;
  city: string;
  state?: string | null;
  country: string;
  phone: string;
  email: string;
}

export function contactValues(contact: StoredContact | null, fallback: { country: string; email: string }): ContactValues {
  return {
    name: contact?.name ?? '',
    org: contact?.org ?? '',
    street1: contact?.street[0] ?? '',
    street2: contact?.street[1] ?? '',
    street3: contact?.street[2] ?? '',
    postal_code: contact?.postal_code ?? '',
    city: contact?.city ?? '',
    state: contact?.state ?? '',
    country: contact?.country ?? fallback.country,
    phone: contact?.phone ?? '',
    email: contact?.email ?? fallback.email,
  };
}

/** The fields of the server's contact schemas the form checks one by one. */
interface ContactSchemaShape {
  name: z.ZodType;
  org: z.ZodType;
  street: z.ZodArray<z.ZodType>;
  postal_code: z.ZodType;
  city: z.ZodType;
  state: z.ZodType;
  phone: z.ZodType;
  email: z.ZodType;
}

/**
 * The checks of a contact form, by the server's own schema (`contactDetailsSchema` of the contacts
 * page, `registrantContactSchema` of the checkout): name, street, postal code, city, country, phone
 * as +CC.number and e-mail are required; organisation, state and the further street lines are
 * optional. `messages` is the i18n prefix of the form's error texts (`required`, `tooLong`,
 * `invalidCharacters`, `postalCode`, `country`, `phone`, `email` under it).
 */
export function contactFormRules<Contact>(schema: z.ZodType<Contact> & { shape: ContactSchemaShape }, messages: string) {
  const shape = schema.shape;

  function message(
    fieldSchema: z.ZodType,
    value: string,
    t: Translate,
    field: ContactField,
    options: { required?: boolean; invalid?: string } = {},
  ): string | undefined {
    if (value.trim() === '') return options.required === false ? undefined : t(`${messages}.required`);
    const result = fieldSchema.safeParse(value);
    if (result.success) return undefined;
    if (result.error.issues[0]?.code === 'too_big') return t(`${messages}.tooLong`, { max: CONTACT_MAX[field] });
    return t(`${messages}.${options.invalid ?? 'invalidCharacters'}`);
  }

  return {
    /** The errors of a contact before it goes to the server, by field; empty when it may go. */
    validateContact(values: ContactValues, t: Translate): Partial<Record<ContactField, string>> {
      const street = shape.street.element;
      const errors: Partial<Record<ContactField, string>> = {
        name: message(shape.name, values.name, t, 'name'),
        org: message(shape.org, values.org, t, 'org', { required: false }),
        street1: message(street, values.street1, t, 'street1'),
        street2: message(street, values.street2, t, 'street2', { required: false }),
        street3: message(street, values.street3, t, 'street3', { required: false }),
        postal_code: message(shape.postal_code, values.postal_code, t, 'postal_code', { invalid: 'postalCode' }),
        city: message(shape.city, values.city, t, 'city'),
        state: message(shape.state, values.state, t, 'state', { required: false }),
        country: /^[A-Z]{2}$/.test(values.country) ? undefined : t(`${messages}.country`),
        phone: message(shape.phone, values.phone, t, 'phone', { invalid: 'phone' }),
        email: message(shape.email, values.email, t, 'email', { invalid: 'email' }),
      };
      for (const field of CONTACT_FIELDS) if (!errors[field]) delete errors[field];
      return errors;
    },

    /** The contact as the server takes it (call only after `validateContact` found nothing). */
    toContact(values: ContactValues): Contact {
      return schema.parse({
        name: values.name,
        org: values.org,
        street: [values.street1, values.street2, values.street3].map((line) => line.trim()).filter(Boolean),
        city: values.city,
        state: values.state,
        postal_code: values.postal_code,
        country: values.country,
        phone: values.phone,
        email: values.email,
      });
    },
  };
}
