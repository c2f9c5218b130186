import { createHash } from 'node:crypto';
import { lineIn, type ExchangeRates } from '@common/money/money';
import type { Clock } from '../../lib/clock';
import type { ReferenceDataService } from '../config/reference-data.service';
import type { PriceService } from '../price/price.service';
import type { ViesState } from '../vat/vat-check.service';
import { vatFor, type VatSubject } from '../vat/customer-vat';
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
  /** The exchange rates the quote was priced with (orders.exchange_rates, decision 070); not part of the fingerprint. */
  exchangeRates?: ExchangeRates;
}

/** What the quote is priced for: the VAT subject (vat/customer-vat.ts) and the billing currency. */
export interface QuoteBilling extends VatSubject {
  currency: 'EUR' | 'USD';
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
        vatFor(referenceData, billing),
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
      return { ...body, lines, vies: tax.vies, fingerprint, exchangeRates: data.exchangeRates };
    },
  };
}

export type CartQuoter = ReturnType<typeof createCartQuoter>;
