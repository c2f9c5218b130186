import { boolean, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The e-mail address used to log in, stored lower-case. */
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['client', 'reseller', 'suspended'] })
      .notNull()
      .default('client'),
    hasAccount: boolean('has_account').notNull().default(false),
    userAccountPermission: smallint('user_account_permission').notNull().default(1),
    premiumSupport: smallint('premium_support').notNull().default(0),
    liveChat: smallint('live_chat').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    failedLogins: integer('failed_logins').notNull().default(0),
    /** When the login address was proven by a link sent to it; null while unverified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The name shown in the customer area (the "login name" of the profile). */
    displayName: text('display_name'),
    /** The language of the user's e-mails; follows the language chosen in the shop. */
    language: text('language', { enum: ['en', 'de'] })
      .notNull()
      .default('en'),
    newsletter: boolean('newsletter').notNull().default(false),
    /** The auto-renew setting new domains start with. */
    defaultAutoRenew: boolean('default_auto_renew').notNull().default(true),
    billingName: text('billing_name'),
    billingCompany: text('billing_company'),
    billingStreet: text('billing_street'),
    billingPostalCode: text('billing_postal_code'),
    billingCity: text('billing_city'),
    /** ISO 3166-1 alpha-2; sets the session's country (and so the VAT rate) at login. */
    billingCountry: text('billing_country'),
    /** EPP format, +CC.number. */
    billingPhone: text('billing_phone'),
    billingBusiness: boolean('billing_business').notNull().default(false),
    /** Normalized (upper case, no spaces), with the country prefix. */
    billingVatId: text('billing_vat_id'),
    /**
     * The last VIES check of a business customer's VAT ID (docs/decisions/006): reverse charge
     * needs 'confirmed' for the current billingVatId; 'refused' and 'unreachable' charge VAT.
     */
    viesStatus: text('vies_status', { enum: ['confirmed', 'refused', 'unreachable'] }),
    /** The VAT ID that check was for: after a change of billingVatId the old result no longer counts. */
    viesVatId: text('vies_vat_id'),
    viesCheckedAt: timestamp('vies_checked_at', { withTimezone: true }),
    /** VIES's consultation number (requestIdentifier) of a confirmation: the proof printed on reverse-charge invoices. */
    viesConsultation: text('vies_consultation'),
    /** The TOTP secret, AES-256-GCM encrypted (docs/decisions/012); set while two-factor login is on. */
    totpSecret: text('totp_secret'),
    /** A secret handed out by setup and not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted, so that a code cannot be used twice. */
    totpLastStep: integer('totp_last_step'),
  },
  (table) => [uniqueIndex('users_login_unique').on(table.login)],
);

export type UserRow = typeof users.$inferSelect;
