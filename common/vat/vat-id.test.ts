import { describe, expect, it } from 'vitest';
import { isValidVatId, normalizeVatId } from './vat-id';

describe('VAT ID formats', () => {
  it.each([
    ['DE', 'DE 123 456 789'],
    ['AT', 'atu12345678'],
    ['FR', 'FR-AB-123456789'],
    ['NL', 'NL123456789B01'],
    ['GR', 'EL123456789'],
    ['IE', 'IE1234567WA'],
    ['ES', 'ESX1234567X'],
    ['US', '12-3456789'],
  ])('accepts %s %s', (country, value) => {
    expect(isValidVatId(country, normalizeVatId(value))).toBe(true);
  });

  it.each([
    ['DE', 'DE12345678'],
    ['DE', 'AT123456789'],
    ['AT', 'AT12345678'],
    ['GR', 'GR123456789'],
    ['NL', 'NL123456789'],
    ['FR', 'FRIO123456789'],
    ['US', 'X'],
  ])('refuses %s %s', (country, value) => {
    expect(isValidVatId(country, normalizeVatId(value))).toBe(false);
  });
});
