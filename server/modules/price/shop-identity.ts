/**
 * The demo operator's VAT identification number: the default of OPERATOR_VAT_ID and
 * VIES_REQUESTER_VAT_ID (an operator sets their own in those settings).
 */
export const SHOP_VAT_ID = 'DE123456789';

/**
 * The default of the SHOP_NAME setting (server/config.ts, decision 063): the shop's name in the
 * mails, the RSS feed, the parking pages, the web app's header and title, and as the issuer shown
 * by authenticator apps. Only the configuration reads it; everything else gets `config.shopName`.
 */
export const DEFAULT_SHOP_NAME = 'Domain Shop';

/**
 * The defaults of BANK_IBAN, BANK_BIC and BANK_NAME (decision 066): a sandbox account that
 * passes the checks but belongs to nobody here. An operator sets their own before opening.
 */
export const SANDBOX_BANK_ACCOUNT = { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', name: 'Deutsche Kreditbank Berlin' } as const;
