import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { plainTextSchema } from '../validation/plain-text';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  countryCodeSchema,
  emailSchema,
  localizationSchema,
  loginResultSchema,
  sessionParamsSchema,
} from './session.contract';

/** A token from an e-mail link (base64url, 256 bits). */
export const emailTokenSchema = z.string().regex(/^[\w-]{20,128}$/, 'token');

/** A TOTP code: six digits; spaces (as apps show "123 456") are dropped. */
export const totpCodeSchema = z
  .string()
  .max(20)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'six digits'));

/** A recovery code as shown ("ABCDE-FGHJK"); case, spaces and hyphens do not matter. */
export const recoveryCodeSchema = z
  .string()
  .max(40)
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[0-9A-Z]{10}$/, 'recovery code'));

const newPasswordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const currentPasswordSchema = z.string().min(1).max(PASSWORD_MAX);

// E-mail links -------------------------------------------------------------------------------

export const verifyEmailBodySchema = sessionParamsSchema.extend({ token: emailTokenSchema });
export const verifyEmailQuerySchema = sessionParamsSchema.extend({ token: emailTokenSchema });
export const verifyEmailResultSchema = z.object({
  /** account: the login address; contact: a domain contact's address; email_change: the new login address. */
  kind: z.enum(['account', 'contact', 'email_change']),
  email: z.string(),
  /** The link was used before and what it confirmed still holds: nothing changed now. */
  already_confirmed: z.literal(true).optional(),
});
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;

// Password recovery --------------------------------------------------------------------------

export const recoverBodySchema = sessionParamsSchema.extend({ login: emailSchema });
export const recoverResultSchema = z.object({ sent: z.literal(true) });
/** POST /user/verify-email/resend: a new link is on its way to the login address. */
export const verificationResentSchema = z.object({ sent: z.literal(true) });

export const recoverResetBodySchema = sessionParamsSchema.extend({ token: emailTokenSchema, password: newPasswordSchema });

// Two-factor login ---------------------------------------------------------------------------

export const loginTwoFactorBodySchema = sessionParamsSchema.extend({ code: totpCodeSchema });
export const loginRecoveryBodySchema = sessionParamsSchema.extend({ code: recoveryCodeSchema });

export const twoFactorSetupBodySchema = sessionParamsSchema.extend({ password: currentPasswordSchema });
export const twoFactorSetupResultSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** An SVG image of the otpauth URL as a QR code. */
  qr_svg: z.string(),
});
export type TwoFactorSetupResult = z.infer<typeof twoFactorSetupResultSchema>;

export const twoFactorEnableBodySchema = sessionParamsSchema.extend({ code: totpCodeSchema });
export const twoFactorEnableResultSchema = z.object({
  /** Ten one-time codes, shown once. */
  recovery_codes: z.array(z.string()),
});
export type TwoFactorEnableResult = z.infer<typeof twoFactorEnableResultSchema>;

export const twoFactorDisableResultSchema = z.object({ two_factor: z.literal(false) });

/** The new recovery codes (the old ones no longer work), shown once. */
export const recoveryCodesResultSchema = z.object({ recovery_codes: z.array(z.string()) });

/** The second step's answer with a recovery code instead of the app's code. */
export const recoveryLoginResultSchema = loginResultSchema.extend({
  /** How many unused recovery codes the account has after this one. */
  recovery_codes_left: z.number().int(),
});
export type RecoveryLoginResult = z.infer<typeof recoveryLoginResultSchema>;

export const twoFactorDisableBodySchema = sessionParamsSchema.extend({
  password: currentPasswordSchema,
  /** The current TOTP code or an unused recovery code. */
  code: z.string().min(6).max(40),
});

/** New recovery codes in place of the old ones: the password and a code from the app. */
export const twoFactorRenewCodesBodySchema = sessionParamsSchema.extend({ password: currentPasswordSchema, code: totpCodeSchema });

// Profile ------------------------------------------------------------------------------------

/** +CC.number as in EPP (RFC 5733), e.g. +49.301234567. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s/()-]/g, ''))
  .pipe(z.string().regex(/^\+\d{1,3}\.\d{4,14}$/, 'phone'));

export const VIES_STATUSES = ['confirmed', 'refused', 'unreachable', 'unchecked'] as const;
export type ViesStatus = (typeof VIES_STATUSES)[number];

export const billingAddressSchema = z.object({
  name: plainTextSchema(100),
  company: plainTextSchema(100, 0).optional().default(''),
  street: plainTextSchema(200),
  postal_code: plainTextSchema(16).pipe(z.string().regex(/^[\p{L}\d][\p{L}\d -]*$/u, 'postal code')),
  city: plainTextSchema(100),
  country: countryCodeSchema,
  phone: phoneSchema,
  business: z.boolean(),
  vat_id: z.string().trim().max(30).optional().default(''),
});
export type BillingAddress = z.output<typeof billingAddressSchema>;

export const profileGeneralSchema = z.object({
  user_id: z.number().int(),
  login: z.string(),
  name: z.string().nullable(),
  language: z.enum(LANGUAGES),
  newsletter: z.boolean(),
  auto_renew: z.boolean(),
  email_verified: z.boolean(),
  /** The new login address while its confirmation link is unused, else null. */
  pending_email: z.string().nullable(),
  two_factor: z.boolean(),
  /** ISO 8601. */
  created: z.string(),
  /** The billing address as saved (the fields of `billingAddressSchema`, without its input rules). */
  billing: z
    .object({
      name: z.string(),
      company: z.string(),
      street: z.string(),
      postal_code: z.string(),
      city: z.string(),
      country: z.string(),
      phone: z.string(),
      business: z.boolean(),
      vat_id: z.string(),
      /**
       * The VIES check of a business VAT ID in another EU country than the shop's (null otherwise):
       * only 'confirmed' gives reverse charge; VAT is charged while it is 'unchecked', 'refused' or
       * 'unreachable' (docs/decisions/006).
       */
      vies: z
        .object({
          status: z.enum(VIES_STATUSES),
          /** ISO 8601, null before the first answer. */
          checked_at: z.string().nullable(),
          /** VIES's consultation number of the confirmation. */
          consultation: z.string().nullable(),
        })
        .nullable(),
    })
    .nullable(),
});
export type ProfileGeneral = z.infer<typeof profileGeneralSchema>;

/** POST /user/profile/set-billing-address: the profile, and the localization the address may change (VAT rate, business customer). */
export const billingAddressResultSchema = z.object({ profile: profileGeneralSchema, localization: localizationSchema });
export type BillingAddressResult = z.infer<typeof billingAddressResultSchema>;

export const setLoginNameBodySchema = sessionParamsSchema.extend({ name: plainTextSchema(100) });
export const setLoginPasswordBodySchema = sessionParamsSchema.extend({
  current_password: currentPasswordSchema,
  password: newPasswordSchema,
});
export const setEmailBodySchema = sessionParamsSchema.extend({ password: currentPasswordSchema, email: emailSchema });
export const setNewsletterBodySchema = sessionParamsSchema.extend({ newsletter: z.boolean() });
export const setAutoRenewBodySchema = sessionParamsSchema.extend({ auto_renew: z.boolean() });
export const setBillingAddressBodySchema = sessionParamsSchema.extend(billingAddressSchema.shape);

// Sessions and security events ---------------------------------------------------------------

export const sessionListSchema = z.object({
  list: z.array(
    z.object({
      /** A short, stable id of the session (not its token). */
      id: z.string(),
      created: z.string(),
      last_seen: z.string(),
      /** "Firefox 128 on Linux". */
      user_agent: z.string(),
      /** Truncated: 203.0.113.0/24, 2001:db8:1::/48. */
      ip: z.string(),
      current: z.boolean(),
    }),
  ),
});

/** POST /user/sessions/end-others: how many other sessions were ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

export const securityEventListSchema = z.object({
  list: z.array(z.object({ kind: z.string(), at: z.string(), ip: z.string().nullable(), user_agent: z.string().nullable() })),
});

// Contacts -----------------------------------------------------------------------------------

/** Spec §3: unverified contact e-mails keyed by address, each with its deadline in epoch seconds. */
export const unverifiedContactsSchema = z.object({
  list: z.record(z.string(), z.object({ expires: z.number().int() })),
  total_count: z.number().int(),
});
export const contactResendBodySchema = sessionParamsSchema.extend({ address: emailSchema });
export const contactResendResultSchema = z.object({ sent: z.literal(true) });
