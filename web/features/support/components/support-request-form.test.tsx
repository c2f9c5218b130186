import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { SupportRequestForm } from './support-request-form';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe('SupportRequestForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each missing or wrong field and sends nothing, then sends the trimmed request and shows its reference', async () => {
    const api = mockApi((path) =>
      path === '/content/support-request' ? { success: true, result: { reference: 'SR-20261126-XYZ789' } } : { success: false },
    );
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<SupportRequestForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(4);
    fill('Your name', 'Erika');
    fill('Your e-mail address', 'erika@example.org');
    fill('Subject', 'ok');
    fill('Your message', 'too short');
    expect(screen.getByText('Please give a subject of at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Please describe your question in at least 20 characters.')).toBeTruthy();
    fill('Subject', 'Subject\tBcc: other@example.org');
    expect(screen.getByText('Please use a single line.')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/content/support-request')).toHaveLength(0);

    fill('Subject', '  Renewal of example.com  ');
    fill('Your message', 'Why was example.com not renewed automatically?');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toContain('Your message SR-20261126-XYZ789 has reached our support team');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(api.calls.find((call) => call.path === '/content/support-request')?.body).toMatchObject({
      name: 'Erika',
      email: 'erika@example.org',
      topic: 'domain',
      subject: 'Renewal of example.com',
      message: 'Why was example.com not renewed automatically?',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((screen.getByLabelText('Subject', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it("fills in a logged-in customer's address and says the customer number goes with the message", () => {
    renderWithApp(<SupportRequestForm />, {
      session: visitorSession({ user: demoUser({ id: 10042, login: 'kunde@example.org' }), authenticated: true }),
    });
    expect((screen.getByLabelText('Your e-mail address', { exact: false }) as HTMLInputElement).value).toBe('kunde@example.org');
    expect(screen.getByText('Sent with your customer number 10042.')).toBeTruthy();
  });

  it("shows the server's refusal of one field under that field", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ success: false, result: null, errors: [{ code: 1001, message: 'Invalid e-mail address', field: 'email' }] }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    renderWithApp(<SupportRequestForm />);
    fill('Your name', 'Erika');
    fill('Your e-mail address', 'erika@example.org');
    fill('Subject', 'Renewal');
    fill('Your message', 'Why was example.com not renewed automatically?');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByLabelText('Your e-mail address', { exact: false });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
