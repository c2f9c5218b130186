/**
 * The demo operator's VAT identification number: the default of OPERATOR_VAT_ID and
 * VIES_REQUESTER_VAT_ID (an operator sets their own in those settings).
 */
export const SHOP_VAT_ID = 'DE123456789';

/** The shop's name in e-mails and as the issuer shown by authenticator apps. */
export const SHOP_NAME = 'Domain Shop';
