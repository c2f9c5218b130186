import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerDomainView } from '@common/api/customer-domain.contract';
import type { TransferView } from '@common/api/transfer.contract';
import { demoUser, mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { snackbar } from '@web/lib/app-snackbar';
import { createQueryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useDomainTransferActions } from './domain-transfer-actions';
import { TransferForm } from './transfer-form';
import { TransferList } from './transfer-list';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

const session = visitorSession({ authenticated: true, user: demoUser() });
const PRICE = { total: 1190, retail: 1000, vat: 190, display_total: '$11.90', currency: 'USD' };

function transfer(overrides: Partial<TransferView> = {}): TransferView {
  return {
    id: 41,
    domain: 'moving.com',
    domain_utf8: 'moving.com',
    state: 'pending',
    requested_at: '2026-11-20T10:00:00.000Z',
    act_by: '2026-11-25T10:00:00.000Z',
    cancellable: true,
    ...overrides,
  };
}

describe('TransferForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('says when a name inside the 60-day lock can move, and adds nothing to the cart', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path.startsWith('/domain/transfer/check/')
        ? {
            success: true,
            result: {
              domain: 'young.com',
              domain_utf8: 'young.com',
              transferable: false,
              problem: 'too-soon',
              locked_until: '2027-01-09T12:00:00.000Z',
              price: PRICE,
            },
          }
        : { success: false, httpStatus: 500 },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TransferForm />, { session });
    fireEvent.change(screen.getByRole('textbox', { name: /Domain/ }), { target: { value: 'young.com' } });
    fireEvent.change(screen.getByLabelText(/Auth code/), { target: { value: 'Right-Code-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check and add to cart' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('young.com can be transferred from January 9, 2027 on');
    expect(calls.some((call) => call.path.startsWith('/cart/add/transfer/'))).toBe(false);
  });

  it("shows the registry's refusal of the auth code under the field, in German too, and the name is not added", async () => {
    for (const [language, expected] of [
      ['en', 'The registry did not accept this auth code.'],
      ['de', 'Die Registry hat diesen Auth-Code nicht angenommen.'],
    ] as const) {
      const { fetchMock } = mockApi((path) =>
        path.startsWith('/domain/transfer/check/')
          ? {
              success: true,
              result: {
                domain: 'moving.com',
                domain_utf8: 'moving.com',
                transferable: true,
                problem: null,
                locked_until: null,
                price: PRICE,
              },
            }
          : { success: false, httpStatus: 400, errors: [{ code: 1088, field: 'auth_code', message: 'refused' }] },
      );
      vi.stubGlobal('fetch', fetchMock);
      const view = renderWithApp(<TransferForm initialDomain="moving.com" />, {
        session: { ...session, localization: { ...session.localization, language } },
      });
      const field = screen.getByLabelText(/Auth code|Auth-Code/);
      fireEvent.change(field, { target: { value: 'Wrong-Code-99' } });
      fireEvent.click(screen.getByRole('button', { name: /Check and add to cart|Prüfen und in den Warenkorb/ }));
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      const describedBy = (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '');
      expect(describedBy.join(' ')).toContain(expected);
      expect(screen.queryByText(/is in your cart|liegt im Warenkorb/)).toBeNull();
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('checks the auth code form before asking the server', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TransferForm initialDomain="moving.com" />, { session });
    fireEvent.change(screen.getByLabelText(/Auth code/), { target: { value: 'a b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check and add to cart' }));
    await waitFor(() => expect(screen.getByLabelText(/Auth code/).getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toHaveLength(0);
  });

  it('adds a transferable name with its auth code and shows the price', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path.startsWith('/domain/transfer/check/')
        ? {
            success: true,
            result: {
              domain: 'moving.com',
              domain_utf8: 'moving.com',
              transferable: true,
              problem: null,
              locked_until: null,
              price: PRICE,
            },
          }
        : { success: true, result: { items: {}, count: 1, total: {}, suggestions: { bundles: [], promos: [] } } },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TransferForm initialDomain="moving.com" />, { session });
    fireEvent.change(screen.getByLabelText(/Auth code/), { target: { value: 'Right-Code-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check and add to cart' }));
    expect(await screen.findByText('The transfer of moving.com is in your cart.')).toBeTruthy();
    expect(screen.getByText('Transfer price: $11.90 (one year added)')).toBeTruthy();
    const add = calls.find((call) => call.path === '/cart/add/transfer/moving.com');
    expect(add?.body).toMatchObject({ auth_code: 'Right-Code-42' });
  });

  it('after adding, the header cart badge (app settings) is read again, not only the cart', async () => {
    const { fetchMock } = mockApi((path) =>
      path.startsWith('/domain/transfer/check/')
        ? {
            success: true,
            result: {
              domain: 'moving.com',
              domain_utf8: 'moving.com',
              transferable: true,
              problem: null,
              locked_until: null,
              price: PRICE,
            },
          }
        : { success: true, result: { items: {}, count: 1, total: {}, suggestions: { bundles: [], promos: [] } } },
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.appSettings, { cart_count: 0 });
    renderWithApp(<TransferForm initialDomain="moving.com" />, { session, queryClient });
    fireEvent.change(screen.getByLabelText(/Auth code/), { target: { value: 'Right-Code-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check and add to cart' }));
    await screen.findByText('The transfer of moving.com is in your cart.');
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.appSettings)?.isInvalidated).toBe(true));
  });
});

describe('TransferList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows each transfer with its state, and cancels a pending one after a confirmation', async () => {
    let cancelled = false;
    const { fetchMock, calls } = mockApi((path) => {
      if (path === '/domain/transfer/cancel/41') {
        cancelled = true;
        return { success: true, result: transfer({ state: 'cancelled', cancellable: false }) };
      }
      return { success: true, result: { transfers: cancelled ? [] : [transfer()], total: cancelled ? 0 : 1, page: 1, per_page: 20 } };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TransferList page={1} onPage={() => {}} />, { session });
    const card = await screen.findByRole('listitem', { name: 'moving.com' });
    expect(card.textContent).toContain('Pending');
    expect(card.textContent).toContain('Nov 25, 2026');
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel the transfer of moving.com' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));
    await waitFor(() =>
      expect(snackbar.success).toHaveBeenCalledWith(
        'The transfer of moving.com was cancelled and refunded the way you paid (the order shows where).',
      ),
    );
    expect(calls.filter((call) => call.path === '/domain/transfer/cancel/41')).toHaveLength(1);
    expect(await screen.findByText('No transfers are under way.')).toBeTruthy();
  });

  it('shows the catalogue message when the list cannot be loaded', async () => {
    const { fetchMock } = mockApi(() => ({
      success: false,
      httpStatus: 500,
      errors: [{ code: 1000, message: 'Ooops, something went wrong, please try again later.' }],
    }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TransferList page={1} onPage={() => {}} />, { session });
    expect((await screen.findByRole('alert', {}, { timeout: 8000 })).textContent).toContain('The transfers could not be loaded.');
  });
});

const OWN: CustomerDomainView = {
  domain: 'leaving.com',
  domain_utf8: 'leaving.com',
  status: 'active',
  registered_at: '2026-01-01T10:00:00.000Z',
  expires_at: '2027-01-01T10:00:00.000Z',
  auto_renew: true,
  privacy: false,
  transfer_lock: false,
  transfer_locked_until: null,
  suspended: null,
  nameservers: [],
};

function AuthCodeHarness() {
  const { onAction, dialogs } = useDomainTransferActions(OWN);
  return (
    <>
      <button type="button" onClick={() => onAction('auth-code')}>
        Open
      </button>
      {dialogs}
    </>
  );
}

describe('Auth code dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks for the password in words when it is empty, without asking the server', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AuthCodeHarness />, { session });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show auth code' }));
    expect(await screen.findByText('Please enter your password.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('moves focus to the 2FA code field when it appears, then to Copy in the announced code view', async () => {
    const { fetchMock } = mockApi((_path, body) =>
      body?.code
        ? { success: true, result: { domain: 'leaving.com', auth_code: 'Secret-Code-77' } }
        : { success: false, httpStatus: 400, errors: [{ code: 1005, field: 'code', message: 'Code required' }] },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AuthCodeHarness />, { session });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.change(await screen.findByLabelText(/Current password/, { selector: 'input' }), { target: { value: 'my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show auth code' }));
    const codeField = await screen.findByLabelText(/Code from your authenticator app/);
    await waitFor(() => expect(document.activeElement).toBe(codeField));
    fireEvent.change(screen.getByLabelText(/Current password/, { selector: 'input' }), { target: { value: 'my-password' } });
    fireEvent.change(codeField, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show auth code' }));
    const view = await screen.findByRole('status');
    expect(within(view).getByTestId('auth-code').textContent).toBe('Secret-Code-77');
    await waitFor(() => expect(document.activeElement).toBe(within(view).getByRole('button', { name: 'Copy' })));
  });
});
