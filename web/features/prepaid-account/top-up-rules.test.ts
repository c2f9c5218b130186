import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@common/api/prepaid-account.contract';
import { maximumTopUp, newIdempotencyKey, parseAmount, topUpProblem } from './top-up-rules';

const account = { balance: 480_000, limit: 500_000, minimum_top_up: 1_000 };

describe('top-up amounts', () => {
  it('reads whole amounts and up to two decimals with a point or a comma', () => {
    expect(parseAmount('50')).toBe(5000);
    expect(parseAmount(' 50.5 ')).toBe(5050);
    expect(parseAmount('50,05')).toBe(5005);
    expect(parseAmount('0,99')).toBe(99);
  });

  it('refuses what is no amount', () => {
    for (const text of ['', 'abc', '-10', '10.999', '1.000,00', '1e3', '10 €']) expect(parseAmount(text), text).toBeNull();
  });

  it('applies the minimum (3010) and the limit (3011) before anything is sent', () => {
    expect(topUpProblem('9.99', account)).toBe('belowMinimum');
    expect(topUpProblem('10', account)).toBeNull();
    expect(topUpProblem('200', account)).toBeNull();
    expect(topUpProblem('200.01', account)).toBe('aboveLimit');
    expect(topUpProblem('0', account)).toBe('invalid');
    expect(topUpProblem('ten', account)).toBe('invalid');
    expect(maximumTopUp(account)).toBe(20_000);
    expect(maximumTopUp({ balance: 500_000, limit: 500_000 })).toBe(0);
  });

  it('makes a new idempotency key the server accepts for each attempt', () => {
    const first = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
