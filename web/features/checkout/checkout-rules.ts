import type { z } from 'zod';
import type { PaymentOption, PaymentStatusView, RegistrantContact } from '@common/api/payment.contract';
import { registrantContactSchema } from '@common/api/payment.contract';

/** `t` of i18next, or anything that translates a key the same way. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The registrant contact as the form holds it: one text per field, the street in up to three lines. */
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

export function contactValues(contact: RegistrantContact | null, fallback: { country: string; email: string }): ContactValues {
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

const shape = registrantContactSchema.shape;

function message(
  schema: z.ZodType,
  value: string,
  t: Translate,
  field: ContactField,
  options: { required?: boolean; invalidKey?: string } = {},
): string | undefined {
  if (value.trim() === '') return options.required === false ? undefined : t('checkout.contact.errors.required');
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  if (result.error.issues[0]?.code === 'too_big') return t('checkout.contact.errors.tooLong', { max: CONTACT_MAX[field] });
  return t(options.invalidKey ?? 'checkout.contact.errors.invalidCharacters');
}

/**
 * The errors of a registrant contact before it goes to the server, by the server's own schema
 * (common/api/payment.contract.ts): name, street, postal code, city, country, phone as +CC.number
 * and e-mail are required; organisation, state and the further street lines are optional.
 */
export function validateContact(values: ContactValues, t: Translate): Partial<Record<ContactField, string>> {
  const street = shape.street.element;
  const errors: Partial<Record<ContactField, string>> = {
    name: message(shape.name, values.name, t, 'name'),
    org: message(shape.org, values.org, t, 'org', { required: false }),
    street1: message(street, values.street1, t, 'street1'),
    street2: message(street, values.street2, t, 'street2', { required: false }),
    street3: message(street, values.street3, t, 'street3', { required: false }),
    postal_code: message(shape.postal_code, values.postal_code, t, 'postal_code', { invalidKey: 'checkout.contact.errors.postalCode' }),
    city: message(shape.city, values.city, t, 'city'),
    state: message(shape.state, values.state, t, 'state', { required: false }),
    country: /^[A-Z]{2}$/.test(values.country) ? undefined : t('checkout.contact.errors.country'),
    phone: message(shape.phone, values.phone, t, 'phone', { invalidKey: 'checkout.contact.errors.phone' }),
    email: message(shape.email, values.email, t, 'email', { invalidKey: 'checkout.contact.errors.email' }),
  };
  for (const field of CONTACT_FIELDS) if (!errors[field]) delete errors[field];
  return errors;
}

/** The contact as the server takes it (call only after `validateContact` found nothing). */
export function toContact(values: ContactValues): RegistrantContact {
  return registrantContactSchema.parse({
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
}

/** A fresh idempotency key (docs/decisions/015): 32 hex characters from the browser's random source. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The method to preselect: the saved one while it can be chosen, else none. */
export function preselectedMethod(options: PaymentOption[], saved: string | null): PaymentOption['method'] | null {
  const option = options.find((entry) => entry.method === saved);
  return option?.available ? option.method : null;
}

/** How often the status page asks again, and for how long (then it offers a button). */
export const STATUS_POLL_MS = 2000;
export const STATUS_POLL_LIMIT_MS = 3 * 60_000;

/**
 * Whether the status page should keep asking: while a card, PayPal or Apple Pay payment waits
 * for the gateway's confirmation, and while a paid order's domains are being registered. A bank
 * transfer waits for days, so its page does not poll.
 */
export function keepsChanging(status: PaymentStatusView): boolean {
  if (status.status === 'pending') return status.method !== 'bank_transfer';
  if (status.status !== 'paid' || !status.order) return false;
  return status.order.status === 'paid' || status.order.status === 'provisioning';
}
