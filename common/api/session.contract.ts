import { z } from 'zod';
import { CURRENCIES } from '../money/currency';
import { LANGUAGES } from '../i18n/languages';
import { hasForbiddenCharacters } from '../validation/plain-text';
import { ErrorCode } from '../errors/error-codes';
import { apiErrorSchema } from './envelope';

/** ISO 3166-1 alpha-2 country code, upper case. */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'country code');

export const localizationSchema = z.object({
  language: z.enum(LANGUAGES),
  currency: z.enum(CURRENCIES),
  country: countryCodeSchema,
  /**
   * True for a customer with a billing address: its country is `country` and decides the VAT
   * (decision 069), so the settings cannot choose another. The server always sends it; optional
   * in the type until the web app's fixtures carry it.
   */
  country_from_billing: z.boolean().optional(),
  vat_rate: z.number(),
  business_customer: z.boolean(),
  tracking: z.boolean(),
});
export type Localization = z.infer<typeof localizationSchema>;

export const USER_STATUSES = ['client', 'reseller', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const userSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  status: z.enum(USER_STATUSES),
  /** True when the user has a prepaid payment account (spec §3 "account"). */
  account: z.boolean(),
  /**
   * False until the login address was confirmed with the link of the verification e-mail.
   * The server always sends it; optional in the type until the web app's fixtures carry it.
   */
  email_verified: z.boolean().optional(),
  properties: z.object({
    user_account_permission: z.union([z.literal(0), z.literal(1)]),
    premium_support: z.union([z.literal(0), z.literal(1)]),
    live_chat: z.union([z.literal(0), z.literal(1)]),
  }),
});
export type User = z.infer<typeof userSchema>;

export const sessionStatusSchema = z.object({
  csrf_token: z.string(),
  session_id: z.string(),
  user: userSchema.nullable(),
  authenticated: z.boolean(),
  localization: localizationSchema,
  /** null until the visitor answers the cookie notice. */
  cookie_consent: z.boolean().nullable(),
  /**
   * True after a correct password of an account with two-factor login, while the code is awaited
   * (POST /user/login/2fa or /user/login/2fa/recovery). Always sent; optional in the type until
   * the web app's fixtures carry it.
   */
  two_factor_pending: z.boolean().optional(),
});
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** Every call carries these (spec §7): on GET as query parameters, on POST in the body. */
export const sessionParamsSchema = z.object({
  csrf_token: z.string().max(128).optional(),
  session_id: z.string().max(128).optional(),
});

export const statusQuerySchema = sessionParamsSchema.extend({
  /** The build hash of the client, sent on the first navigation. */
  version: z.string().max(64).optional(),
});

export const checkQuerySchema = sessionParamsSchema.extend({
  version: z.string().min(1).max(64),
});
export const checkResultSchema = z.object({ status: z.number().int() });

/**
 * GET /user/check when the client's build is not the server's: HTTP 200 with success false and
 * status 2303, so that the client loads the new build (spec §2.2).
 */
export const versionChangedSchema = z.object({
  success: z.literal(false),
  result: z.object({ status: z.literal(ErrorCode.VersionChanged) }),
  errors: z.array(apiErrorSchema).length(1),
  status: z.literal(ErrorCode.VersionChanged),
});

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

export const loginBodySchema = sessionParamsSchema.extend({
  login: z
    .string()
    .trim()
    .min(1)
    .max(EMAIL_MAX)
    .refine((value) => !hasForbiddenCharacters(value), 'control characters'),
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResultSchema = z.object({
  /** False here; `{ two_factor_required: true }` alone answers a correct password of an account with two-factor login. */
  two_factor_required: z.literal(false),
  user: userSchema,
  localization: localizationSchema,
  cookie_consent: z.boolean().nullable(),
  csrf_token: z.string(),
  session_id: z.string(),
});

/** The first step of a login with two-factor login on: the password was right, a code is due (POST /user/login/2fa). */
export const twoFactorRequiredSchema = z.object({ two_factor_required: z.literal(true) });
export const loginAnswerSchema = z.union([loginResultSchema, twoFactorRequiredSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const registerBodySchema = sessionParamsSchema.extend({
  login: emailSchema,
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  accept_terms: z.literal(true),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const logoutResultSchema = z.object({
  csrf_token: z.string(),
  session_id: z.string(),
  localization: localizationSchema,
});

export const localizationBodySchema = sessionParamsSchema.extend({
  language: z.enum(LANGUAGES),
  currency: z.enum(CURRENCIES),
  country: countryCodeSchema,
});
export type LocalizationBody = z.infer<typeof localizationBodySchema>;

export const cookieConsentBodySchema = sessionParamsSchema.extend({
  consent: z.boolean(),
});
export const cookieConsentResultSchema = z.object({ cookie_consent: z.boolean().nullable(), localization: localizationSchema });

/** POST /user/localization: the session's localization after the change (with its VAT rate). */
export const localizationResultSchema = z.object({ localization: localizationSchema });
