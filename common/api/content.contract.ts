import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';

/**
 * The shop's content pages (docs/decisions/046-content-pages.md): written in Markdown, stored per
 * language with their versions, served as sanitised HTML. Legal pages carry the date of their last
 * change.
 */

export const CONTENT_SLUGS = [
  'about-us',
  'terms',
  'imprint',
  'privacy',
  'accessibility',
  'downloads',
  'domain-features',
  'payment-methods',
  'security',
  'support-intro',
  'support-emergency',
  'support',
  'faq',
  'report-abuse',
] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

/** Pages whose last-changed date is shown: what a customer agrees to or is informed about by law. */
export const LEGAL_CONTENT_SLUGS: readonly ContentSlug[] = ['terms', 'imprint', 'privacy', 'accessibility'];

export const contentPageParamsSchema = z.object({ slug: z.enum(CONTENT_SLUGS) });
export const contentPageQuerySchema = sessionParamsSchema;

export const contentPageSchema = z.object({
  slug: z.enum(CONTENT_SLUGS),
  /** The page's language (the session's). */
  language: z.enum(['en', 'de']),
  title: z.string(),
  /** Sanitised HTML made from the page's Markdown. */
  html: z.string(),
  version: z.number().int(),
  /** When the current version was saved, ISO 8601 in UTC. */
  updated_at: z.string(),
  legal: z.boolean(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** The documents of the downloads page. */
export const contentDownloadParamsSchema = z.object({ file: z.enum(['terms.pdf', 'transfer-authorisation.pdf']) });
export const contentDownloadQuerySchema = sessionParamsSchema.extend({ lang: z.enum(['en', 'de']).optional() });

/** Kinds of abuse a report can be about. */
export const ABUSE_KINDS = ['spam', 'phishing', 'malware', 'fraud', 'copyright', 'other'] as const;
export type AbuseKind = (typeof ABUSE_KINDS)[number];

export const ABUSE_LIMITS = { name: 100, email: 254, domain: 253, message: 5000, evidenceUrl: 500 } as const;

/** A single line: no line breaks or other control characters (they could forge mail headers). */
export const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { message: 'control characters' });

/** A message of several lines: line breaks and tabs are fine in a mail's body; other control characters are not. */
export const messageText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), { message: 'control characters' });

export const abuseReportBodySchema = z.object({
  name: oneLine(ABUSE_LIMITS.name).min(1),
  email: oneLine(ABUSE_LIMITS.email).pipe(z.email()),
  domain: oneLine(ABUSE_LIMITS.domain)
    .min(3)
    .regex(/^[^\s@/]+\.[^\s@/]+$/),
  kind: z.enum(ABUSE_KINDS),
  evidence_url: oneLine(ABUSE_LIMITS.evidenceUrl)
    .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/ })]))
    .default(''),
  message: messageText(20, ABUSE_LIMITS.message),
});
export type AbuseReportBody = z.infer<typeof abuseReportBodySchema>;

export const abuseReportResultSchema = z.object({ reference: z.string() });
export type AbuseReportResult = z.infer<typeof abuseReportResultSchema>;

/** Topics of a support request (the form on /cms/support; decision 056). */
export const SUPPORT_TOPICS = ['domain', 'transfer', 'dns', 'mailbox', 'payment', 'account', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_REQUEST_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export const supportRequestBodySchema = z.object({
  name: oneLine(SUPPORT_REQUEST_LIMITS.name).min(1),
  email: oneLine(SUPPORT_REQUEST_LIMITS.email).pipe(z.email()),
  topic: z.enum(SUPPORT_TOPICS),
  subject: oneLine(SUPPORT_REQUEST_LIMITS.subject).min(3),
  message: messageText(20, SUPPORT_REQUEST_LIMITS.message),
});
export type SupportRequestBody = z.infer<typeof supportRequestBodySchema>;

/** The reference the customer is shown and the support team finds in the mail's subject. */
export const supportRequestResultSchema = z.object({ reference: z.string() });
export type SupportRequestResult = z.infer<typeof supportRequestResultSchema>;
