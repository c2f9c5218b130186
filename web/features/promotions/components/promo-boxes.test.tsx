import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Promo } from '@common/api/price.contract';
import { mockApi, renderWithApp } from '@web/test/render';
import { promotion } from '../test-promotions';
import { PromoBoxes } from './promo-boxes';

function answer(result: Promo[]) {
  vi.stubGlobal('fetch', mockApi((path) => (path === '/price/promos' ? { success: true, result } : { success: false })).fetchMock);
}

async function boxes() {
  const group = await screen.findByRole('group', { name: 'Featured promotions' });
  return within(group)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('PromoBoxes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first promotion on the left and the first of another kind on the right', async () => {
    answer([
      promotion(1, 'com'),
      promotion(2, 'io'),
      promotion(3, 'net', { promo_type: 'transfer' }),
      promotion(4, 'org', { frontpage: false, promo_type: 'renewal' }),
    ]);
    renderWithApp(<PromoBoxes />);
    expect(await boxes()).toEqual([
      ['View .com offer', '/domain/find/com'],
      ['View .net offer', '/domain/find/net'],
    ]);
  });

  it('keeps the right box with the price list when only one promotion runs', async () => {
    answer([promotion(1, 'com'), promotion(2, 'org', { frontpage: false })]);
    renderWithApp(<PromoBoxes />);
    expect(await boxes()).toEqual([
      ['View .com offer', '/domain/find/com'],
      ['See the price list', '/domain/prices'],
    ]);
  });

  it('shows the standing offers in both places when no promotion runs', async () => {
    answer([]);
    renderWithApp(<PromoBoxes />);
    expect(await boxes()).toEqual([
      ['Search domains', '/domain/search'],
      ['See the price list', '/domain/prices'],
    ]);
    expect(screen.getByText('Find your domain')).toBeTruthy();
    expect(screen.getByText('All prices at a glance')).toBeTruthy();
  });
});
