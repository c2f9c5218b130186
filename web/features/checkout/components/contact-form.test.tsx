import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '@web/test/render';
import { ALL_OPTIONS, COUNTRIES, customerSession } from '../test-payments';
import { ContactForm } from './contact-form';

afterEach(() => vi.unstubAllGlobals());

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The error text an input points at with aria-describedby. */
function errorOf(label: string | RegExp): string | null {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ') || null;
}

function server(
  answer: { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number } = {
    success: true,
    result: { valid: true, paymentOptions: ALL_OPTIONS },
  },
) {
  const api = mockApi((path) =>
    path === '/config/countries'
      ? { success: true, result: COUNTRIES }
      : path === '/pay/save/contact'
        ? answer
        : { success: false, httpStatus: 500 },
  );
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

describe('ContactForm', () => {
  it('refuses missing fields and a phone without +CC.number in words, focuses the first, and calls nobody', async () => {
    const api = server();
    const onSaved = vi.fn();
    renderWithApp(<ContactForm initial={null} fallback={{ country: 'DE', email: 'erika@example.org' }} onSaved={onSaved} />, {
      session: customerSession(),
      path: '/cart/checkout',
    });
    const save = await screen.findByRole('button', { name: 'Save contact and continue' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('erika@example.org');
    expect(screen.getByText('With the country code, a dot, then the number: +49.301234567')).toBeTruthy();
    type(/Phone/, '0221 1234567');
    fireEvent.click(save);
    expect(errorOf(/Full name/)).toBe('Please fill in this field.');
    expect(errorOf(/Street and number/)).toBe('Please fill in this field.');
    expect(errorOf(/Phone/)).toBe('Please write the number as +CC.number, e.g. +49.301234567.');
    expect(errorOf(/Organisation/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/Full name/));
    expect(api.calls.some((call) => call.path === '/pay/save/contact')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends a valid contact in the server form and hands on the payment options it answers', async () => {
    const api = server();
    const onSaved = vi.fn();
    renderWithApp(<ContactForm initial={null} fallback={{ country: 'DE', email: 'erika@example.org' }} onSaved={onSaved} />, {
      session: customerSession(),
      path: '/cart/checkout',
    });
    await screen.findByRole('option', { name: 'Austria' });
    type(/Full name/, 'Erika Mustermann');
    type(/Street and number/, 'Hauptstraße 1');
    type(/Postal code/, '1010');
    type(/City/, 'Wien');
    fireEvent.change(screen.getByLabelText(/Country/), { target: { value: 'AT' } });
    type(/Phone/, '+43.1 5550100');
    fireEvent.click(screen.getByRole('button', { name: 'Save contact and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = api.calls.find((call) => call.path === '/pay/save/contact')?.body;
    expect(sent).toMatchObject({
      type: 'register',
      contact: {
        name: 'Erika Mustermann',
        street: ['Hauptstraße 1'],
        postal_code: '1010',
        city: 'Wien',
        country: 'AT',
        phone: '+43.15550100',
        email: 'erika@example.org',
      },
    });
    expect(onSaved.mock.calls[0][1]).toEqual(ALL_OPTIONS);
  });

  it('shows a refusal of the server in words and keeps the entries', async () => {
    server({
      success: false,
      httpStatus: 400,
      errors: [{ code: 1005, message: 'Parameter value syntax error', field: 'contact.country' }],
    });
    const onSaved = vi.fn();
    renderWithApp(
      <ContactForm
        initial={{
          name: 'Erika Mustermann',
          org: '',
          street: ['Hauptstraße 1'],
          city: 'Köln',
          state: '',
          postal_code: '50667',
          country: 'DE',
          phone: '+49.2211234567',
          email: 'erika@example.org',
        }}
        fallback={{ country: 'DE', email: '' }}
        onSaved={onSaved}
      />,
      { session: customerSession(), path: '/cart/checkout' },
    );
    await screen.findByRole('option', { name: 'Germany' });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact and continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Parameter value syntax error');
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Erika Mustermann');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
