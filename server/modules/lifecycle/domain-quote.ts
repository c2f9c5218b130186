import { createHash } from 'node:crypto';
import { convert, vatOf } from '@common/money/money';
import type { CartItemRow, UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { RegistryGateway, RenewalFees } from '../../registry/registry-gateway';
import { priceSection } from '../cart/cart-pricing';
import type { CartQuote } from '../cart/cart-quote';
import { vatFor } from '../vat/customer-vat';
import type { ReferenceDataService } from '../config/reference-data.service';
import type { PriceService } from '../price/price.service';
import type { VatCheckService } from '../vat/vat-check.service';

/**
 * The registry's renewal price per year (net euro cents) of each premium name among `names`; a
 * standard name is not in the map. The registry tells it for names it holds too (the EPP fee
 * extension's renew fee, decision 070), so every renewal and restore the shop prices outside the
 * register cart (the renew list and cart, the restore list and cart, the auto-renewal and the
 * undelete) charges what the registry bills, as the register cart does with the check's premium
 * prices.
 */
export async function premiumRenewPrices(
  registry: Pick<RegistryGateway, 'renewalFees'>,
  names: readonly string[],
): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  for (const [name, fees] of await premiumFees(registry, names)) prices.set(name, fees.renew);
  return prices;
}

/** The registry's renewal and restore fees of each premium name among `names` (`RegistryGateway.renewalFees`). */
export async function premiumFees(
  registry: Pick<RegistryGateway, 'renewalFees'>,
  names: readonly string[],
): Promise<Map<string, RenewalFees>> {
  if (names.length === 0) return new Map();
  return registry.renewalFees([...new Set(names)]);
}

/**
 * The price of one domain's renewal or restore outside a cart (the auto-renewal at expiry, the
 * one-step undelete), computed by the cart's own rules: the line is priced by cart-pricing as a
 * cart item of that section would be, then converted and taxed per line as cart-quote does, with
 * the VAT of the user's billing address. So the price a customer sees in the restore cart and the
 * price the shop charges on its own are the same.
 */
export function createDomainQuoter(deps: {
  prices: PriceService;
  referenceData: ReferenceDataService;
  registry: Pick<RegistryGateway, 'renewalFees'>;
  vatChecks: Pick<VatCheckService, 'stateFor'>;
  clock: Clock;
}) {
  const { prices, referenceData, registry, clock } = deps;
  return {
    async quote(
      user: Pick<UserRow, 'id' | 'billingCountry' | 'billingBusiness' | 'billingVatId'>,
      /** `trustee`: a renewal that keeps the domain's trustee service (decision 020); `privacy`: with WHOIS privacy (decision 028). */
      item: {
        section: 'renew' | 'rgp';
        domain: string;
        periodYears: number;
        trustee?: boolean;
        privacy?: boolean;
        mailboxes?: readonly { name: string; level: 1 | 2 }[];
      },
      currency: 'EUR' | 'USD',
    ): Promise<CartQuote | null> {
      const [offers, data, tax, premium] = await Promise.all([
        prices.offers(),
        referenceData.get(),
        // The shop's country when the user has no billing address (spec §9 default country DE).
        deps.vatChecks.stateFor(user).then((vies) =>
          vatFor(referenceData, {
            country: user.billingCountry ?? 'DE',
            business: user.billingBusiness,
            vatId: user.billingVatId ?? '',
            vies,
          }),
        ),
        premiumFees(registry, [item.domain]),
      ]);
      const fees = premium.get(item.domain) ?? null;
      const premiumRenewPrice = fees?.renew ?? null;
      const row: CartItemRow = {
        id: 0,
        cartId: 0,
        section: item.section,
        type: 'Domain',
        domain: item.domain,
        name: '',
        level: null,
        privacyLevel: item.privacy ? 1 : 0,
        trustee: item.trustee ?? false,
        periodYears: item.periodYears,
        idnLanguage: null,
        premium: premiumRenewPrice !== null,
        // A restore's row carries the registry's restore fee of a premium name (cart-pricing).
        premiumPrice: item.section === 'rgp' ? (fees?.restore ?? null) : null,
        premiumRenewPrice,
        addedAt: clock.now(),
      } as CartItemRow;
      // The domain's mailboxes renew with it (decision 043): a Mailbox row each, ids 1, 2, … in the order given.
      const mailboxRows = (item.mailboxes ?? []).map((mailbox, index) => ({
        ...row,
        id: index + 1,
        type: 'Mailbox' as const,
        name: mailbox.name,
        level: mailbox.level,
        privacyLevel: 0,
        trustee: false,
        premium: false,
        premiumRenewPrice: null,
      }));
      const priced = priceSection([row, ...mailboxRows], offers, new Map(), clock.now());
      // The TLD is no longer sold: there is no price to charge.
      if (!priced.some((line) => line.row.type === 'Domain')) return null;
      // Converted and taxed per line, as cart-quote does.
      const lines = priced.map((line) => {
        const net = convert({ amount: line.net, currency: 'EUR' }, currency, data.exchangeRates).amount;
        const vat = vatOf(net, tax.vatRate);
        const isDomain = line.row.type === 'Domain';
        return {
          itemId: line.row.id,
          type: line.row.type,
          domain: item.domain,
          periodYears: item.periodYears,
          description: line.description,
          net,
          vat,
          gross: net + vat,
          premium: isDomain && premiumRenewPrice !== null,
        };
      });
      // The euro net of each line, the registry's agreed fee (decision 068); outside the fingerprint, as in cart-quote.
      const eurNets = priced.map((line) => line.net);
      const net = lines.reduce((sum, line) => sum + line.net, 0);
      const vat = lines.reduce((sum, line) => sum + line.vat, 0);
      const body = {
        section: item.section,
        currency,
        vatRate: tax.vatRate,
        reverseCharge: tax.reverseCharge,
        lines,
        net,
        vat,
        gross: net + vat,
      };
      return {
        ...body,
        lines: lines.map((line, index) => ({ ...line, eurNet: eurNets[index]! })),
        vies: tax.vies,
        fingerprint: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
        exchangeRates: data.exchangeRates,
      };
    },
  };
}

export type DomainQuoter = ReturnType<typeof createDomainQuoter>;
