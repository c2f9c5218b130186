import { describe, expect, it } from 'vitest';
import { missingYears } from './renew-domain.job';

const at = (iso: string) => new Date(iso);

describe('missingYears: the years a renewal still has to add at the registry', () => {
  it('adds all paid years when the registry is where the customer paid from', () => {
    expect(missingYears(at('2027-03-01T10:00:00Z'), at('2030-03-01T10:00:00Z'))).toBe(3);
  });

  it('adds nothing when an earlier attempt renewed already (its reply was lost)', () => {
    expect(missingYears(at('2030-03-01T10:00:00Z'), at('2030-03-01T10:00:00Z'))).toBe(0);
    expect(missingYears(at('2031-03-01T10:00:00Z'), at('2030-03-01T10:00:00Z'))).toBe(0);
  });

  it('counts the year the registry auto-renewed at expiry (auto-renew grace period) as paid', () => {
    // Paid from 2027-03-01 for two years; the registry renewed by one year at expiry meanwhile.
    expect(missingYears(at('2028-03-01T10:00:00Z'), at('2029-03-01T10:00:00Z'))).toBe(1);
  });

  it('compares by calendar date, as EPP does (29 February, times of day)', () => {
    expect(missingYears(at('2027-02-28T23:00:00Z'), at('2028-02-28T08:00:00Z'))).toBe(1);
    expect(missingYears(at('2028-02-29T10:00:00Z'), at('2029-02-28T10:00:00Z'))).toBe(1);
  });
});
