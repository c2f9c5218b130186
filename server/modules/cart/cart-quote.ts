import { createHash } from 'node:crypto';
import { lineIn } from '@common/money/money';
import { isValidVatId, normalizeVatId } from '@common/vat/vat-id';
import type { Clock } from '../../lib/clock';
import type { ReferenceDataService } from '../config/reference-data.service';
import type { PriceService } from '../price/price.service';
import type { ViesState } from '../vat/vat-check.service';
import { priceSection } from './cart-pricing';
import type { CartRepository } from './cart.repository';
import type { CouponRepository } from './coupon.repository';

export interface CartQuoteLine {
  itemId: number;
  type: 'Domain' | 'Mailbox' | 'Coupon' | 'Transfer' | 'Privacy';
  domain: string;
  periodYears: number;
  description: { en: string; de: string };
  net: number;
  vat: number;
  gross: number;
  premium: boolean;
  /**
   * The line's net in euro cents before conversion: the most the shop agrees to pay the registry
   * for its command (order_items.agreed_fee, decision 068). Not part of the fingerprint (the
   * converted amounts are).
   */
  eurNet: number;
}

export interface CartQuote {
  section: 'register' | 'renew' | 'rgp';
  currency: 'EUR' | 'USD';
  vatRate: number;
  reverseCharge: boolean;
  lines: CartQuoteLine[];
  net: number;
  vat: number;
  gross: number;
  /**
   * For an EU business abroad: where its VAT ID stands at VIES (reverse charge only when
   * confirmed; the consultation number goes onto the order). Null for everyone else. Not part of
   * the fingerprint: a new consultation number is no price change.
   */
  vies: ViesState | null;
  /** sha256 over lines and totals: a changed price changes it */
  fingerprint: string;
}

export interface QuoteBilling {
  /** ISO 3166 alpha-2 billing country. */
  country: string;
  business: boolean;
  vatId: string;
  currency: 'EUR' | 'USD';
  /** The VIES state of the VAT ID (services.vatChecks.stateFor); without one the VAT ID counts as unchecked. */
  vies?: ViesState | null;
}

/**
 * VAT of an invoice by the billing address (docs/domain-rules.md §6): a business with a VAT ID of
 * its (EU) country, in another EU country than the seller's, pays none (reverse charge) once VIES
 * has confirmed that ID (docs/decisions/006); while it is unchecked, refused or VIES unreachable
 * it pays the VAT of its country, as every other customer pays the rate of the billing country
 * (0 outside the VAT countries).
 */
export async function vatForBilling(
  referenceData: ReferenceDataService,
  billing: Pick<QuoteBilling, 'country' | 'business' | 'vatId' | 'vies'>,
): Promise<{ vatRate: number; reverseCharge: boolean; vies: ViesState | null }> {
  const data = await referenceData.get();
  const country = data.countryByCode.get(billing.country);
  const vatId = normalizeVatId(billing.vatId);
  const rate = country?.vatRate ?? 0;
  if (
    billing.business &&
    vatId !== '' &&
    country?.eu &&
    billing.country !== referenceData.sellerCountry &&
    isValidVatId(billing.country, vatId)
  ) {
    const vies = billing.vies ?? { status: 'unchecked', consultation: null };
    return vies.status === 'confirmed' ? { vatRate: 0, reverseCharge: true, vies } : { vatRate: rate, reverseCharge: false, vies };
  }
  return { vatRate: rate, reverseCharge: false, vies: null };
}

/**
 * The binding prices of a cart section for checkout, in minor units of the billing currency.
 * Lines are priced by cart-pricing (the same rules as the cart display), converted per line and
 * given VAT per line, as the display does; the totals are the sums of the lines.
 */
export function createCartQuoter(deps: {
  carts: CartRepository;
  prices: PriceService;
  coupons: CouponRepository;
  referenceData: ReferenceDataService;
  clock: Clock;
}) {
  const { carts, prices, coupons, referenceData, clock } = deps;
  return {
    async quote(cartId: number, section: CartQuote['section'], billing: QuoteBilling): Promise<CartQuote> {
      const [rows, offers, owner, tax, data] = await Promise.all([
        carts.listItems(cartId),
        prices.offers(),
        carts.ownerOf(cartId),
        vatForBilling(referenceData, billing),
        referenceData.get(),
      ]);
      const sectionRows = rows.filter((row) => row.section === section);
      const codes = sectionRows.filter((row) => row.type === 'Coupon').map((row) => row.name);
      const priced = priceSection(sectionRows, offers, await coupons.states(codes, owner), clock.now());
      const lines: CartQuoteLine[] = priced.map((line) => {
        const { net, vat, gross } = lineIn({ amount: line.net, currency: 'EUR' }, billing.currency, tax.vatRate, data.exchangeRates);
        return {
          itemId: line.row.id,
          type: line.row.type,
          domain: line.row.domain,
          periodYears: line.periodYears ?? line.row.periodYears,
          description: line.description,
          net,
          vat,
          gross,
          premium: line.row.premium,
          eurNet: line.net,
        };
      });
      const net = lines.reduce((sum, line) => sum + line.net, 0);
      const vat = lines.reduce((sum, line) => sum + line.vat, 0);
      const body = {
        section,
        currency: billing.currency,
        vatRate: tax.vatRate,
        reverseCharge: tax.reverseCharge,
        lines: lines.map(({ eurNet: _eurNet, ...line }) => line),
        net,
        vat,
        gross: net + vat,
      };
      const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      return { ...body, lines, vies: tax.vies, fingerprint };
    },
  };
}

export type CartQuoter = ReturnType<typeof createCartQuoter>;
