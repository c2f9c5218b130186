import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { entry, priceList, promoted, view } from '../test-prices';
import { PriceListView } from './price-list-view';

function answer(result: unknown, success = true) {
  const api = mockApi((path) =>
    path === '/price/list'
      ? success
        ? { success: true, result }
        : { success: false, httpStatus: 503, errors: [] }
      : { success: true, result: null },
  );
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const list = priceList([
  entry('com', { registration: promoted(951, 1416, 33), categories: ['popular', 'generic'] }),
  entry('de', { categories: ['popular', 'europe'], privacy: false, transfer: view(0) }),
  entry('dev', { categories: ['tech'], dnssec: true }),
]);

/** The rows of the table (the cards for phones hold the same). */
function tableRows(): string[] {
  const table = screen.getByRole('table', { name: 'Prices per year' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0].textContent ?? '');
}

describe('PriceListView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every TLD with its prices, services and the VAT note', async () => {
    answer(list);
    renderWithApp(<PriceListView promotionsOnly={false} />);
    expect(await screen.findByText('3 of 3 domain endings')).toBeTruthy();
    expect(tableRows()).toEqual(['.com', '.de', '.dev']);
    const table = screen.getByRole('table', { name: 'Prices per year' });
    const com = within(table).getByRole('rowheader', { name: '.com' }).closest('tr')!;
    expect(com.textContent).toContain('Promotion price: €9.51');
    expect(within(com).getByText('€14.16', { selector: 's' })).toBeTruthy();
    expect(com.textContent).toContain('until Dec 11, 2026');
    const de = within(table).getByRole('rowheader', { name: '.de' }).closest('tr')!;
    expect(de.textContent).toContain('Free');
    expect(de.textContent).toContain('No privacy');
    expect(screen.getByText('All prices per year, incl. 19% VAT for Germany. Our VAT ID: DE123456789.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Other services' })).toBeTruthy();
    expect(screen.getAllByText('Included').length).toBeGreaterThan(0);
  });

  it('shows only TLDs with a running promotion for type=promos', async () => {
    answer(list);
    renderWithApp(<PriceListView promotionsOnly />);
    expect(await screen.findByText('1 of 3 domain endings')).toBeTruthy();
    expect(tableRows()).toEqual(['.com']);
  });

  it('filters by search text and category', async () => {
    answer(list);
    renderWithApp(<PriceListView promotionsOnly={false} />);
    await screen.findByText('3 of 3 domain endings');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search ending' }), { target: { value: '.de' } });
    expect(await screen.findByText('2 of 3 domain endings')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'tech' } });
    expect(await screen.findByText('1 of 3 domain endings')).toBeTruthy();
    expect(tableRows()).toEqual(['.dev']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search ending' }), { target: { value: 'xyz' } });
    expect(await screen.findByText('No domain ending matches your search.')).toBeTruthy();
  });

  it('says there is no VAT when the rate is 0', async () => {
    answer(priceList([entry('com')], { vat_rate: 0 }));
    renderWithApp(<PriceListView promotionsOnly={false} />, {
      session: visitorSession({
        localization: { language: 'en', currency: 'EUR', country: 'CH', vat_rate: 0, business_customer: false, tracking: false },
      }),
    });
    expect(await screen.findByText('All prices per year; no VAT is charged for Switzerland. Our VAT ID: DE123456789.')).toBeTruthy();
  });

  it('says so when no promotion runs, and offers a retry after a failure', async () => {
    answer(priceList([entry('com')]));
    const { unmount } = renderWithApp(<PriceListView promotionsOnly />);
    expect(await screen.findByText('There are no promotions at the moment.')).toBeTruthy();
    unmount();

    answer(null, false);
    renderWithApp(<PriceListView promotionsOnly={false} />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Ooops, something went wrong, please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
