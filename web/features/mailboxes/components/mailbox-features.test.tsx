import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { MailboxFeatures } from './mailbox-features';

const price = (total: number) => ({ total, retail: total, vat: 0, display_total: '', currency: 'EUR' });

function server() {
  const api = mockApi((path) =>
    path === '/price/list'
      ? {
          success: true,
          result: {
            prices: [],
            promos: [],
            other_services: [
              { id: 'mailbox', name: 'Mailbox', description: '', period: 'year', price: price(1190) },
              { id: 'mailbox_pro', name: 'Mailbox Pro', description: '', period: 'year', price: price(4760) },
            ],
            vat_id: 'DE1',
            vat_rate: 0.19,
            business_customer: false,
          },
        }
      : { success: false, httpStatus: 404, errors: [] },
  );
  vi.stubGlobal('fetch', api.fetchMock);
}

describe('MailboxFeatures', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('describes both levels with the limits the servers enforce and the prices of the price list', async () => {
    server();
    renderWithApp(<MailboxFeatures focus={1} />, { session: visitorSession() });
    const basic = within(screen.getByRole('heading', { name: 'Mailbox', level: 2 }).closest('li')!);
    expect(await basic.findByText('€11.90 per year')).toBeTruthy();
    expect(basic.getByText('5 GB of storage')).toBeTruthy();
    expect(basic.getByText(/^10 aliases/)).toBeTruthy();
    expect(basic.getByText('3 app passwords')).toBeTruthy();
    expect(basic.getByText('Messages up to 25 MB')).toBeTruthy();
    expect(basic.getByText('This page')).toBeTruthy();
    const pro = within(screen.getByRole('heading', { name: 'Mailbox Pro', level: 2 }).closest('li')!);
    expect(pro.getByText('€47.60 per year')).toBeTruthy();
    expect(pro.getByText('50 GB of storage')).toBeTruthy();
    expect(pro.getByRole('link', { name: 'More about Mailbox Pro' }).getAttribute('href')).toBe('/mailbox/features_pro');
    expect(screen.getByRole('link', { name: 'Add a mailbox' }).getAttribute('href')).toBe('/user/domain/add/mailbox');
    // Nothing is claimed that the servers do not do.
    expect(document.body.textContent).not.toMatch(/spam|virus|calendar|CalDAV/i);
  });

  it('puts Mailbox Pro first on its own page', async () => {
    server();
    renderWithApp(<MailboxFeatures focus={2} />, { session: visitorSession() });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Mailbox Pro', 'Mailbox']);
    expect(await screen.findByText('€47.60 per year')).toBeTruthy();
  });
});
