import { createHash } from 'node:crypto';
import { convert, vatOf } from '@common/money/money';
import type { CartItemRow, UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { priceSection } from '../cart/cart-pricing';
import { vatForBilling, type CartQuote } from '../cart/cart-quote';
import type { ReferenceDataService } from '../config/reference-data.service';
import type { PriceService } from '../price/price.service';

/**
 * The price of one domain's renewal or restore outside a cart (the auto-renewal at expiry, the
 * one-step undelete), computed by the cart's own rules: the line is priced by cart-pricing as a
 * cart item of that section would be, then converted and taxed per line as cart-quote does, with
 * the VAT of the user's billing address. So the price a customer sees in the restore cart and the
 * price the shop charges on its own are the same.
 */
export function createDomainQuoter(deps: { prices: PriceService; referenceData: ReferenceDataService; clock: Clock }) {
  const { prices, referenceData, clock } = deps;
  return {
    async quote(
      user: Pick<UserRow, 'billingCountry' | 'billingBusiness' | 'billingVatId'>,
      item: { section: 'renew' | 'rgp'; domain: string; periodYears: number },
      currency: 'EUR' | 'USD',
    ): Promise<CartQuote | null> {
      const [offers, data, tax] = await Promise.all([
        prices.offers(),
        referenceData.get(),
        // The shop's country when the user has no billing address (spec §9 default country DE).
        vatForBilling(referenceData, { country: user.billingCountry ?? 'DE', business: user.billingBusiness, vatId: user.billingVatId ?? '' }),
      ]);
      const row: CartItemRow = {
        id: 0,
        cartId: 0,
        section: item.section,
        type: 'Domain',
        domain: item.domain,
        name: '',
        level: null,
        privacyLevel: 0,
        periodYears: item.periodYears,
        idnLanguage: null,
        premium: false,
        premiumPrice: null,
        premiumRenewPrice: null,
        addedAt: clock.now(),
      } as CartItemRow;
      const [line] = priceSection([row], offers, new Map(), clock.now());
      // The TLD is no longer sold: there is no price to charge.
      if (!line) return null;
      const net = convert({ amount: line.net, currency: 'EUR' }, currency, data.exchangeRates).amount;
      const vat = vatOf(net, tax.vatRate);
      const lines = [{ itemId: 0, type: 'Domain' as const, domain: item.domain, periodYears: item.periodYears, description: line.description, net, vat, gross: net + vat, premium: false }];
      const body = { section: item.section, currency, vatRate: tax.vatRate, reverseCharge: tax.reverseCharge, lines, net, vat, gross: net + vat };
      return { ...body, fingerprint: createHash('sha256').update(JSON.stringify(body)).digest('hex') };
    },
  };
}

export type DomainQuoter = ReturnType<typeof createDomainQuoter>;
