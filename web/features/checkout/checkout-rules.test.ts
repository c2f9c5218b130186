import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@common/api/prepaid-account.contract';
import {
  contactValues,
  keepsChanging,
  newIdempotencyKey,
  preselectedMethod,
  toContact,
  validateContact,
  type ContactValues,
} from './checkout-rules';
import { ALL_OPTIONS, order, paymentStatus } from './test-payments';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const valid: ContactValues = {
  name: 'Erika Mustermann',
  org: '',
  street1: 'Hauptstraße 1',
  street2: '',
  street3: '',
  postal_code: '50667',
  city: 'Köln',
  state: '',
  country: 'DE',
  phone: '+49.2211234567',
  email: 'erika@example.org',
};

describe('validateContact', () => {
  it('accepts a complete contact and leaves the optional fields optional', () => {
    expect(validateContact(valid, t)).toEqual({});
  });

  it('asks for every required field, each by name', () => {
    const empty = contactValues(null, { country: '', email: '' });
    expect(Object.keys(validateContact(empty, t)).sort()).toEqual(['city', 'country', 'email', 'name', 'phone', 'postal_code', 'street1']);
  });

  it('explains the phone form +CC.number and refuses other forms as the server does', () => {
    expect(validateContact({ ...valid, phone: '0221 1234567' }, t).phone).toBe('contactFields.errors.phone');
    expect(validateContact({ ...valid, phone: '+49 221 1234567' }, t).phone).toBe('contactFields.errors.phone');
    // Spaces and brackets inside the number are dropped, as by the server.
    expect(validateContact({ ...valid, phone: '+49.221 (123) 4567' }, t).phone).toBeUndefined();
  });

  it('refuses a wrong e-mail, a postal code with symbols, control characters and overlong text', () => {
    const errors = validateContact({ ...valid, email: 'erika@', postal_code: '50667!', city: 'Köln\u202e', name: 'x'.repeat(256) }, t);
    expect(errors).toEqual({
      email: 'contactFields.errors.email',
      postal_code: 'contactFields.errors.postalCode',
      city: 'contactFields.errors.invalidCharacters',
      name: 'contactFields.errors.tooLong {"max":255}',
    });
  });
});

describe('toContact', () => {
  it('sends the street lines that are filled, trimmed, and the phone without spaces', () => {
    expect(toContact({ ...valid, street1: ' Hauptstraße 1 ', street3: 'Hinterhaus', phone: '+49.221 1234567' })).toMatchObject({
      street: ['Hauptstraße 1', 'Hinterhaus'],
      phone: '+49.2211234567',
      org: '',
    });
  });
});

describe('newIdempotencyKey', () => {
  it('makes keys the server accepts, a new one each time', () => {
    const a = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(a).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('preselectedMethod', () => {
  it('keeps a saved method only while it can be chosen', () => {
    expect(preselectedMethod(ALL_OPTIONS, 'card')).toBe('card');
    expect(preselectedMethod(ALL_OPTIONS, 'balance')).toBeNull();
    expect(preselectedMethod(ALL_OPTIONS, null)).toBeNull();
  });
});

describe('keepsChanging', () => {
  it('polls a card payment until it is decided and a paid order until its names are registered, never a bank transfer', () => {
    expect(keepsChanging(paymentStatus())).toBe(true);
    expect(keepsChanging(paymentStatus({ method: 'bank_transfer' }))).toBe(false);
    expect(keepsChanging(paymentStatus({ status: 'declined' }))).toBe(false);
    expect(keepsChanging(paymentStatus({ status: 'paid', order: order('provisioning', [['a.com', 'provisioning']]) }))).toBe(true);
    expect(keepsChanging(paymentStatus({ status: 'paid', order: order('completed', [['a.com', 'completed']]) }))).toBe(false);
  });
});
