import { countrySpecs, electronicFormatIBAN, validateBIC, validateIBAN, ValidationErrorsBIC, ValidationErrorsIBAN } from 'ibantools';

/**
 * BANK_IBAN, BANK_BIC and BANK_NAME for server/config.ts (decision 066): the account a bank
 * transfer goes to, shown on the checkout, the payment status page and the top-up. A malformed
 * IBAN or BIC stops the start with what is wrong, so a customer is never told to pay to an
 * account that cannot exist. The checks are ibantools': the IBAN's length and format per country
 * and its ISO 7064 check digits (and a country's own account check digits where it has them), the
 * BIC's ISO 9362 form.
 */

/** The IBAN as banks print it in electronic form: no spaces, capitals. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** The BIC without spaces, in capitals. */
export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** What is wrong with an IBAN (in electronic form), in words for the start-up error; null when nothing is. */
export function ibanProblem(iban: string): string | null {
  const result = validateIBAN(iban);
  if (result.valid) return null;
  const country = iban.slice(0, 2);
  const codes = result.errorCodes;
  if (codes.includes(ValidationErrorsIBAN.NoIBANProvided)) return 'must be an IBAN, such as DE02120300000000202051';
  if (codes.includes(ValidationErrorsIBAN.NoIBANCountry))
    return `must start with the country code of a country that uses IBANs (found "${country}")`;
  if (codes.includes(ValidationErrorsIBAN.WrongBBANLength)) {
    const length = countrySpecs[country]?.chars;
    return length ? `has ${iban.length} characters, but an IBAN of ${country} has ${length}` : `has the wrong length for ${country}`;
  }
  if (codes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return `does not have the format of an IBAN of ${country}`;
  if (codes.includes(ValidationErrorsIBAN.ChecksumNotNumber) || codes.includes(ValidationErrorsIBAN.WrongIBANChecksum))
    return 'has wrong check digits (characters 3–4): a character is mistyped; copy the IBAN again from the bank';
  if (codes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum))
    return `has a wrong account number check digit for ${country}: a character is mistyped; copy the IBAN again from the bank`;
  return 'is not a valid IBAN';
}

/** What is wrong with a BIC (without spaces), in words for the start-up error; null when nothing is. */
export function bicProblem(bic: string): string | null {
  const result = validateBIC(bic);
  if (result.valid) return null;
  if (result.errorCodes.includes(ValidationErrorsBIC.NoBICCountry))
    return `has no known country code at characters 5–6 (found "${bic.slice(4, 6)}")`;
  return 'must be a BIC of 8 or 11 letters and digits: bank (4 letters), country (2 letters), location (2), optionally branch (3), such as BYLADEM1001';
}
