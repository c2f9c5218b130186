import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem, SectionCart } from '@common/api/cart.contract';
import { renderWithApp } from '@web/test/render';
import { CartSectionTable, type CartSectionTexts } from './cart-section-table';

const totals = { total: 11055, vat_value: 1765, vat_rate: 0.19, currency: 'EUR', display_total: '110,55 €', display_vat: '17,65 €' };

const item: CartItem = {
  id: 'i1',
  type: 'Domain',
  name: 'Domainwiederherstellung',
  domain: 'demo-bakery-archive.com',
  domain_utf8: 'demo-bakery-archive.com',
  period: 1,
  premium: false,
  description: 'Domainwiederherstellung demo-bakery-archive.com, mit 1 Jahr Verlängerung',
  totalPrice: { total: 11055, retail: 9290, vat: 1765, display_total: '110,55 €', currency: 'EUR' },
};

const cart: SectionCart = { items: { i1: item }, count: 1, total: totals };

const texts: CartSectionTexts = {
  caption: 'Wiederherzustellende Domains',
  item: 'Position',
  price: 'Preis',
  remove: 'Entfernen',
  removeNamed: (description) => `${description} entfernen`,
  vat: (rate, amount) => `MwSt. ${rate}: ${amount}`,
  total: (amount) => `Gesamt: ${amount}`,
  more: 'Weitere Domains wiederherstellen',
  pay: 'Weiter zur Zahlung',
};

describe('CartSectionTable', () => {
  it('leaves the description the width beside the price, with only its domain name breaking anywhere', () => {
    const onRemove = vi.fn();
    renderWithApp(<CartSectionTable cart={cart} texts={texts} onRemove={onRemove} busy={false} error={null} moreHref="/a" payHref="/b" />);
    const table = screen.getByRole('table', { name: texts.caption });
    // Two columns: on a 360 px phone a third one for the remove button squeezed the German words apart.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Position', 'Preis']);
    const description = within(table).getByRole('cell', { name: item.description });
    // The words of the description wrap only between them; the name, which can be 63 letters long, anywhere.
    expect(description.style.overflowWrap).toBe('');
    const name = within(description).getByText(item.domain);
    expect(name.style.overflowWrap).toBe('anywhere');

    const priceCell = within(table).getAllByRole('cell')[1];
    expect(within(priceCell).getByText('110,55 €')).toBeTruthy();
    fireEvent.click(within(priceCell).getByRole('button', { name: `${item.description} entfernen` }));
    expect(onRemove).toHaveBeenCalledWith(item);
  });

  it('lets a description that does not name the domain break anywhere', () => {
    const other = { ...item, description: 'Gutschein SOMMER' };
    renderWithApp(
      <CartSectionTable
        cart={{ ...cart, items: { i1: other } }}
        texts={texts}
        onRemove={() => undefined}
        busy={false}
        error={null}
        moreHref="/a"
        payHref="/b"
      />,
    );
    expect(screen.getByText('Gutschein SOMMER').style.overflowWrap).toBe('anywhere');
  });
});
