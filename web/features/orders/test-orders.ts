import type { InvoiceView } from '@common/api/invoice.contract';
import type { OrderItemView, OrderView } from '@common/api/order.contract';

export function orderItem(overrides: Partial<OrderItemView> = {}): OrderItemView {
  return {
    id: 40,
    type: 'Domain',
    domain: 'example-shop.com',
    domain_utf8: 'example-shop.com',
    period_years: 1,
    description: 'example-shop.com',
    net: 1000,
    vat: 190,
    gross: 1190,
    gross_display: '€11.90',
    status: 'completed',
    expires_at: '2027-11-22T10:00:00.000Z',
    failure_code: null,
    refund: null,
    ...overrides,
  };
}

export function testOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 12,
    status: 'completed',
    section: 'register',
    currency: 'EUR',
    net: 1000,
    vat: 190,
    gross: 1190,
    gross_display: '€11.90',
    vat_rate: 0.19,
    reverse_charge: false,
    payment_id: 7,
    payment_method: 'balance',
    created_at: '2026-11-22T09:00:00.000Z',
    paid_at: '2026-11-22T09:00:00.000Z',
    items: [orderItem()],
    ...overrides,
  };
}

export function testInvoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: 3,
    number: 'RE-2026-000003',
    kind: 'invoice',
    corrects: null,
    order_id: 12,
    issued_at: '2026-11-22T09:00:00.000Z',
    currency: 'EUR',
    gross: 1190,
    gross_display: '€11.90',
    reverse_charge: false,
    pdf_url: '/api/v1/user/invoices/3/pdf',
    ...overrides,
  };
}
