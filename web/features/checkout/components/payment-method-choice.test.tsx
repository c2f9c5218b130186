import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { ALL_OPTIONS, customerSession } from '../test-payments';
import { PaymentMethodChoice } from './payment-method-choice';

const account = { balance: 500, currency: 'EUR' as const, balance_display: '€5.00' };

describe('PaymentMethodChoice', () => {
  it('shows the balance with its amount and the reason it cannot pay, disabled; the others can be chosen', () => {
    const onChange = vi.fn();
    renderWithApp(<PaymentMethodChoice options={ALL_OPTIONS} account={account} value={null} onChange={onChange} />, {
      session: customerSession(),
    });
    const balance = screen.getByRole('radio', { name: 'Prepaid balance' }) as HTMLInputElement;
    expect(balance.disabled).toBe(true);
    expect(screen.getByText('Balance: €5.00. Your balance is not enough.')).toBeTruthy();
    fireEvent.click(balance);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    expect(onChange).toHaveBeenCalledWith('card');
    // Apple Pay only where the server offers it.
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).toBeNull();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'balance',
      'card',
      'paypal',
      'bank_transfer',
    ]);
  });

  it('offers a balance that covers the total, and Apple Pay when the server lists it', () => {
    const options = [
      { method: 'balance' as const, available: true, reason: null },
      ...ALL_OPTIONS.slice(1),
      { method: 'apple_pay' as const, available: true, reason: null },
    ];
    renderWithApp(
      <PaymentMethodChoice
        options={options}
        account={{ ...account, balance: 50_000, balance_display: '€500.00' }}
        value="balance"
        onChange={vi.fn()}
      />,
      { session: customerSession() },
    );
    const balance = screen.getByRole('radio', { name: 'Prepaid balance' }) as HTMLInputElement;
    expect(balance.disabled).toBe(false);
    expect(balance.checked).toBe(true);
    expect(screen.getByText('Balance: €500.00.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Apple Pay' })).toBeTruthy();
  });

  it('shows the error it is given next to the choice', () => {
    renderWithApp(
      <PaymentMethodChoice options={ALL_OPTIONS} account={null} value={null} onChange={vi.fn()} error="Please choose a payment method." />,
      { session: customerSession() },
    );
    expect(screen.getByText('Please choose a payment method.')).toBeTruthy();
  });
});
