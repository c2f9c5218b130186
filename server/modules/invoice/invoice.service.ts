import type { InvoiceView } from '@common/api/invoice.contract';
import type { Language } from '@common/i18n/languages';
import type { InvoiceData, OrderItemRow, OrderRow, RefundDestination } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Config } from '../../config';
import type { Repositories } from '../../db/unit-of-work';
import type { InvoiceRepository } from './invoice.repository';
import { renderInvoicePdf } from './invoice-pdf';
import { presentInvoice } from './invoice.presenter';

/** The seller printed on invoices: the operator's settings (OPERATOR_NAME, _ADDRESS, _COUNTRY, _VAT_ID). */
export type InvoiceSeller = Pick<Config['operator'], 'name' | 'address' | 'country' | 'vatId'>;

const countryNames: Record<Language, Intl.DisplayNames> = {
  en: new Intl.DisplayNames('en', { type: 'region' }),
  de: new Intl.DisplayNames('de', { type: 'region' }),
};

/** RE-2026-000001 (invoice) or GS-2026-000002 (credit note): one sequence for both. */
export function invoiceNumber(year: number, sequence: number, prefix: 'RE' | 'GS' = 'RE'): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

interface ContactJson {
  name: string;
  org: string;
  street: string[];
  city: string;
  postal_code: string;
  country: string;
}

/**
 * Invoices (docs/decisions/017-invoices.md): issued in the transaction that marks an order paid,
 * numbered without gaps per year, frozen as data, and rendered as PDF in the customer's language.
 */
export function createInvoiceService(deps: { invoices: InvoiceRepository; seller: InvoiceSeller }) {
  const { invoices, seller } = deps;

  return {
    /** Issues the invoice of a paid order, inside the payment's transaction; once per order. */
    async issue(repos: Repositories, order: OrderRow, items: OrderItemRow[], paymentMethod: string, now: Date): Promise<void> {
      const buyerRow = await repos.invoices.buyer(order.userId);
      const contact = order.contact as unknown as ContactJson;
      const language = order.language;
      const country = (code: string) => countryNames[language].of(code) ?? code;
      // The billing address of the profile when there is one, else the registrant contact of the checkout.
      const buyer =
        buyerRow?.name && buyerRow.street && buyerRow.city && buyerRow.country
          ? {
              name: buyerRow.name,
              company: buyerRow.company ?? '',
              address: [buyerRow.street, `${buyerRow.postalCode ?? ''} ${buyerRow.city}`.trim(), country(buyerRow.country)],
              country: buyerRow.country,
              vatId: buyerRow.business ? (buyerRow.vatId ?? '') : '',
            }
          : {
              name: contact.name,
              company: contact.org ?? '',
              address: [...contact.street, `${contact.postal_code} ${contact.city}`, country(contact.country)],
              country: contact.country,
              vatId: '',
            };
      const data: InvoiceData = {
        language,
        currency: order.currency,
        // As configured when the invoice is issued (the address with its country line, as in the imprint); frozen with the invoice.
        seller: { name: seller.name, address: [...seller.address], country: seller.country, vatId: seller.vatId },
        buyer,
        lines: items.map((item) => ({
          description: item.description[language],
          domain: item.type === 'Coupon' ? '' : item.domain,
          periodYears: item.periodYears,
          net: item.net,
          vat: item.vat,
          gross: item.gross,
        })),
        net: order.net,
        vat: order.vat,
        gross: order.gross,
        vatRateBp: order.vatRateBp,
        reverseCharge: order.reverseCharge,
        ...(order.reverseCharge && order.viesConsultation ? { viesConsultation: order.viesConsultation } : {}),
        paymentMethod,
      };
      const year = now.getUTCFullYear();
      await repos.invoices.insert({
        number: invoiceNumber(year, await repos.invoices.nextNumber(year)),
        kind: 'invoice',
        userId: order.userId,
        orderId: order.id,
        issuedAt: now,
        data,
      });
    },

    /**
     * Issues the credit note of a refunded item, inside the refund's transaction: the item's
     * amounts negated, at the invoice's VAT, referring to the invoice; once per item.
     */
    /**
     * The credit note of a refunded item. `refund.gross` is what went back (less the item's share of
     * a coupon, decision 015); net and VAT are taken in the item's proportion. `refundedTo` is where.
     */
    async issueCreditNote(
      repos: Repositories,
      order: OrderRow,
      item: OrderItemRow,
      now: Date,
      refund?: { gross: number; refundedTo: RefundDestination },
    ): Promise<void> {
      const invoice = await repos.invoices.byOrder(order.id);
      // Orders paid before invoices existed have nothing to correct.
      if (!invoice) return;
      const original = invoice.data;
      const gross = refund?.gross ?? item.gross;
      const net = gross === item.gross || item.gross === 0 ? item.net : Math.round((item.net * gross) / item.gross);
      const vat = gross - net;
      const data: InvoiceData = {
        ...original,
        lines: [
          {
            description: item.description[original.language],
            domain: item.domain,
            periodYears: item.periodYears,
            net: -net,
            vat: -vat,
            gross: -gross,
          },
        ],
        net: -net,
        vat: -vat,
        gross: -gross,
        paymentMethod: refund?.refundedTo ?? 'balance',
        corrects: invoice.number,
      };
      const year = now.getUTCFullYear();
      await repos.invoices.insert({
        number: invoiceNumber(year, await repos.invoices.nextNumber(year), 'GS'),
        kind: 'credit-note',
        userId: order.userId,
        orderId: order.id,
        orderItemId: item.id,
        issuedAt: now,
        data,
      });
    },

    async list(userId: number, language: Language): Promise<InvoiceView[]> {
      const rows = await invoices.listOfUser(userId);
      return rows.map((row) => presentInvoice(row, language));
    },

    /** The PDF of one of the user's invoices; someone else's is answered like a missing one. */
    async pdf(userId: number, id: number): Promise<{ number: string; bytes: Uint8Array }> {
      const row = await invoices.byId(id);
      if (!row || row.userId !== userId) throw AppError.notFound();
      return { number: row.number, bytes: await renderInvoicePdf(row) };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
