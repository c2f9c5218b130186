/**
 * The shop's own VAT identification number, shown on the price list (spec §3) and printed on
 * invoices. The demo operator's number; an operator sets their own here.
 */
export const SHOP_VAT_ID = 'DE123456789';

/** The shop's name in e-mails and as the issuer shown by authenticator apps. */
export const SHOP_NAME = 'Domain Shop';
