import { isValidVatId, normalizeVatId } from '@common/vat/vat-id';
import type { UserRow } from '../../db/schema/index';
import type { ReferenceDataService } from '../config/reference-data.service';
import type { ViesState } from './vat-check.service';

/**
 * The one rule for which VAT a customer pays (docs/decisions/069). Every figure the shop shows or
 * charges follows it: the localization's vat_rate, the cart, the price list (session.service
 * taxOf), the checkout quote (payment.service) and with it the order and the invoice; without a
 * billing address the checkout quote follows the contact the order records (decision 072).
 */

/** What decides the VAT of a sale: the place of supply and, for a business, its VAT ID and VIES state. */
export interface VatSubject {
  /** ISO 3166 alpha-2 country of supply. */
  country: string;
  business: boolean;
  vatId: string;
  /** The VIES state of the VAT ID; without one the VAT ID counts as unchecked. */
  vies?: ViesState | null;
}

type BillingFields = Pick<UserRow, 'billingCountry' | 'billingBusiness' | 'billingVatId'>;

/**
 * The country of supply: a customer's billing address when they saved one; the settings country
 * only for visitors and customers without a billing address.
 */
export function vatCountryOf(session: { country: string; user: Pick<UserRow, 'billingCountry'> | null }): string {
  return session.user?.billingCountry ?? session.country;
}

/** Whether the settings country is fixed by the billing address (and may not be chosen in the settings). */
export function countryFromBilling(user: Pick<UserRow, 'billingCountry'> | null): boolean {
  return Boolean(user?.billingCountry);
}

/** The VAT subject of a session: its customer's billing address, or the settings country. */
export function vatSubjectOf(session: { country: string; user: BillingFields | null }, vies: ViesState | null): VatSubject {
  const user = session.user;
  const billed = Boolean(user?.billingCountry);
  return {
    country: vatCountryOf(session),
    business: billed && user!.billingBusiness,
    vatId: billed ? (user!.billingVatId ?? '') : '',
    vies,
  };
}

/**
 * The VAT subject of a checkout quote, and with it of the order and the invoice (decision 072): the
 * billing address when the customer saved one; without one, the country of the registrant contact
 * the order records (the address the invoice prints for the buyer); the settings country only
 * until a contact is given.
 */
export function checkoutVatSubjectOf(
  session: { country: string; user: BillingFields | null },
  contactCountry: string | null,
  vies: ViesState | null,
): VatSubject {
  const subject = vatSubjectOf(session, vies);
  return session.user?.billingCountry || !contactCountry ? subject : { ...subject, country: contactCountry };
}

/**
 * VAT by the place of supply (docs/domain-rules.md §6): a business with a VAT ID of its (EU)
 * country, in another EU country than the seller's, pays none (reverse charge) once VIES has
 * confirmed that ID (docs/decisions/006); while it is unchecked, refused or VIES unreachable it
 * pays the VAT of its country, as every other customer pays the rate of the country of supply
 * (0 outside the VAT countries).
 */
export async function vatFor(
  referenceData: ReferenceDataService,
  subject: VatSubject,
): Promise<{ vatRate: number; reverseCharge: boolean; vies: ViesState | null }> {
  const data = await referenceData.get();
  const country = data.countryByCode.get(subject.country);
  const vatId = normalizeVatId(subject.vatId);
  const rate = country?.vatRate ?? 0;
  if (
    subject.business &&
    vatId !== '' &&
    country?.eu &&
    subject.country !== referenceData.sellerCountry &&
    isValidVatId(subject.country, vatId)
  ) {
    const vies = subject.vies ?? { status: 'unchecked', consultation: null };
    return vies.status === 'confirmed' ? { vatRate: 0, reverseCharge: true, vies } : { vatRate: rate, reverseCharge: false, vies };
  }
  return { vatRate: rate, reverseCharge: false, vies: null };
}
