/**
 * The formats of EU VAT identification numbers, per member state (after the Commission's VIES
 * format list). A format check only: whether the number exists is VIES's to say, later.
 * Greece uses the prefix EL; Northern Ireland (XI) is not a country code here.
 */
const VAT_FORMATS: Record<string, { prefix: string; pattern: RegExp; example: string }> = {
  AT: { prefix: 'AT', pattern: /^ATU\d{8}$/, example: 'ATU12345678' },
  BE: { prefix: 'BE', pattern: /^BE[01]\d{9}$/, example: 'BE0123456789' },
  BG: { prefix: 'BG', pattern: /^BG\d{9,10}$/, example: 'BG123456789' },
  CY: { prefix: 'CY', pattern: /^CY\d{8}[A-Z]$/, example: 'CY12345678X' },
  CZ: { prefix: 'CZ', pattern: /^CZ\d{8,10}$/, example: 'CZ12345678' },
  DE: { prefix: 'DE', pattern: /^DE\d{9}$/, example: 'DE123456789' },
  DK: { prefix: 'DK', pattern: /^DK\d{8}$/, example: 'DK12345678' },
  EE: { prefix: 'EE', pattern: /^EE\d{9}$/, example: 'EE123456789' },
  ES: { prefix: 'ES', pattern: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/, example: 'ESX1234567X' },
  FI: { prefix: 'FI', pattern: /^FI\d{8}$/, example: 'FI12345678' },
  FR: { prefix: 'FR', pattern: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/, example: 'FR12345678901' },
  GR: { prefix: 'EL', pattern: /^EL\d{9}$/, example: 'EL123456789' },
  HR: { prefix: 'HR', pattern: /^HR\d{11}$/, example: 'HR12345678901' },
  HU: { prefix: 'HU', pattern: /^HU\d{8}$/, example: 'HU12345678' },
  IE: { prefix: 'IE', pattern: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE1234567WA' },
  IT: { prefix: 'IT', pattern: /^IT\d{11}$/, example: 'IT12345678901' },
  LT: { prefix: 'LT', pattern: /^LT(\d{9}|\d{12})$/, example: 'LT123456789' },
  LU: { prefix: 'LU', pattern: /^LU\d{8}$/, example: 'LU12345678' },
  LV: { prefix: 'LV', pattern: /^LV\d{11}$/, example: 'LV12345678901' },
  MT: { prefix: 'MT', pattern: /^MT\d{8}$/, example: 'MT12345678' },
  NL: { prefix: 'NL', pattern: /^NL\d{9}B\d{2}$/, example: 'NL123456789B01' },
  PL: { prefix: 'PL', pattern: /^PL\d{10}$/, example: 'PL1234567890' },
  PT: { prefix: 'PT', pattern: /^PT\d{9}$/, example: 'PT123456789' },
  RO: { prefix: 'RO', pattern: /^RO[1-9]\d{1,9}$/, example: 'RO1234567' },
  SE: { prefix: 'SE', pattern: /^SE\d{10}01$/, example: 'SE123456789001' },
  SI: { prefix: 'SI', pattern: /^SI\d{8}$/, example: 'SI12345678' },
  SK: { prefix: 'SK', pattern: /^SK\d{10}$/, example: 'SK1234567890' },
};

/** Upper case, without spaces, dots and hyphens, the way VAT IDs are compared and stored. */
export function normalizeVatId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

export function hasVatIdFormat(country: string): boolean {
  return country in VAT_FORMATS;
}

/**
 * True when the (normalized) VAT ID has the format of the country's numbers, with the
 * country's prefix. Countries without a format here (outside the EU) accept 2 to 20 letters and digits.
 */
export function isValidVatId(country: string, vatId: string): boolean {
  const format = VAT_FORMATS[country];
  if (!format) return /^[A-Z0-9]{2,20}$/.test(vatId);
  return format.pattern.test(vatId);
}

export function vatIdExample(country: string): string | undefined {
  return VAT_FORMATS[country]?.example;
}
