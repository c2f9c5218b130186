import { z } from 'zod';

/**
 * The payment methods the footer can show (spec §2.3), each with its own wordmark logo under
 * web/public/images/payment-methods/ (simple lettering, not the brands' artwork). The operator
 * chooses which of them and in which order with FOOTER_PAYMENT_METHODS.
 */
export const PAYMENT_METHOD_LOGOS = {
  paypal: 'PayPal',
  mastercard: 'Mastercard',
  amex: 'American Express',
  visa: 'Visa',
  diners: 'Diners Club',
  applepay: 'Apple Pay',
  klarna: 'Klarna',
} as const;
export type PaymentMethodLogo = keyof typeof PAYMENT_METHOD_LOGOS;
export const PAYMENT_METHOD_IDS = Object.keys(PAYMENT_METHOD_LOGOS) as PaymentMethodLogo[];

export function isPaymentMethodLogo(value: string): value is PaymentMethodLogo {
  return Object.hasOwn(PAYMENT_METHOD_LOGOS, value);
}

/** The image of a payment method's logo, served by the web app as a static file. */
export function paymentMethodLogoPath(id: PaymentMethodLogo): string {
  return `/images/payment-methods/${id}.svg`;
}

/** The legal links of the footer, in their usual order; the UI names them in the user's language. */
export const FOOTER_LEGAL_LINKS = ['terms', 'imprint', 'privacy', 'accessibility', 'contact'] as const;
export type FooterLegalLink = (typeof FOOTER_LEGAL_LINKS)[number];

export function isFooterLegalLink(value: string): value is FooterLegalLink {
  return (FOOTER_LEGAL_LINKS as readonly string[]).includes(value);
}

/** A link target: a path of the shop ("/imprint#privacy") or an absolute http(s) address. */
const linkTargetSchema = z.string().min(1).max(500);

/** The footer's operator-set parts (spec §2.3), from the server's configuration. */
export const footerSettingsSchema = z.object({
  /** The operating company and its website. */
  operator: z.object({ name: z.string(), url: linkTargetSchema }),
  /** The payment-method logos, all linking to the page that explains the payment methods. */
  payment_methods: z.object({
    url: linkTargetSchema,
    methods: z.array(
      z.object({ id: z.enum(PAYMENT_METHOD_IDS as [PaymentMethodLogo, ...PaymentMethodLogo[]]), name: z.string(), logo: z.string() }),
    ),
  }),
  /** The certification logo with its label (the image's alternative text) and link; null shows none. */
  certification: z.object({ label: z.string(), url: linkTargetSchema, logo: z.string() }).nullable(),
  icann_url: linkTargetSchema,
  social: z.array(z.object({ name: z.string(), url: linkTargetSchema })),
  legal: z.array(z.object({ id: z.enum(FOOTER_LEGAL_LINKS), url: linkTargetSchema })),
});
export type FooterSettings = z.infer<typeof footerSettingsSchema>;
