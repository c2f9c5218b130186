import { z } from 'zod';
import {
  FOOTER_LEGAL_LINKS,
  isFooterLegalLink,
  isPaymentMethodLogo,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_LOGOS,
  paymentMethodLogoPath,
  type FooterLegalLink,
  type FooterSettings,
  type PaymentMethodLogo,
} from '@common/api/footer.contract';
import type { Language } from '@common/i18n/languages';

/** A path of the shop ("/imprint#privacy") or an absolute http(s) address. */
function isLinkTarget(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const linkTarget = z.string().trim().max(500).refine(isLinkTarget, 'must be a path of the shop (/…) or an http(s) address');

/** "name=target" pairs separated by commas, e.g. "Mastodon=https://social.example/@shop,LinkedIn=https://…". */
function namedLinks(variable: string) {
  return z.string().transform((value, context) => {
    const links: { name: string; url: string }[] = [];
    for (const part of value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)) {
      const equals = part.indexOf('=');
      const name = equals > 0 ? part.slice(0, equals).trim() : '';
      const url = equals > 0 ? part.slice(equals + 1).trim() : '';
      if (!name || name.length > 60 || !isLinkTarget(url) || url.length > 500) {
        context.addIssue({ code: 'custom', message: `"${part}" is not name=address (e.g. Mastodon=https://social.example/@shop)` });
        return z.NEVER;
      }
      links.push({ name, url });
    }
    if (links.length > 12) context.addIssue({ code: 'custom', message: `takes at most 12 links (${variable})` });
    return links;
  });
}

const DEFAULT_LEGAL_LINKS =
  'terms=/terms/general,imprint=/imprint,privacy=/imprint#privacy,accessibility=/imprint#accessibility,contact=/cms/support';

/**
 * The environment of the footer (spec §2.3), for server/config.ts's schema: what an operator
 * changes without touching code. Answered to the web app inside GET /config/app-settings.
 */
export const footerEnvShape = {
  /** The operating company's website, linked from the footer with OPERATOR_NAME. */
  OPERATOR_WEBSITE: linkTarget.default('https://www.example.com/'),
  /** The payment-method logos in the footer, in order ("none" for none). */
  FOOTER_PAYMENT_METHODS: z
    .string()
    .default(PAYMENT_METHOD_IDS.join(','))
    .transform((value, context) => {
      if (value.trim().toLowerCase() === 'none') return [];
      const ids = value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean);
      const unknown = ids.filter((id) => !isPaymentMethodLogo(id));
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `unknown payment method ${unknown.join(', ')}; known: ${PAYMENT_METHOD_IDS.join(', ')}`,
        });
        return z.NEVER;
      }
      return [...new Set(ids)] as PaymentMethodLogo[];
    }),
  /** Where the payment-method logos lead: the page that explains the payment methods. */
  FOOTER_PAYMENT_METHODS_URL: linkTarget.default('/cms/payment-methods'),
  /** The certification shown as a logo: its name (the image's alternative text; "none" shows no logo), German name, link and image. */
  FOOTER_CERTIFICATION_LABEL: z.string().trim().min(1).max(120).default('Accredited domain registrar (example)'),
  FOOTER_CERTIFICATION_LABEL_DE: z.string().trim().min(1).max(120).optional(),
  FOOTER_CERTIFICATION_URL: linkTarget.default('https://www.icann.org/'),
  FOOTER_CERTIFICATION_LOGO: linkTarget.default('/images/certification/accredited-registrar.svg'),
  /** The ICANN link of the footer. */
  FOOTER_ICANN_URL: linkTarget.default('https://www.icann.org/'),
  /** Social links, "name=address" separated by commas; none by default. */
  FOOTER_SOCIAL_LINKS: namedLinks('FOOTER_SOCIAL_LINKS').default([]),
  /** The legal links: terms, imprint, privacy, accessibility and contact, each "id=address"; an id left out is not shown. */
  FOOTER_LEGAL_LINKS: z
    .string()
    .default(DEFAULT_LEGAL_LINKS)
    .transform((value, context) => {
      const links: { id: FooterLegalLink; url: string }[] = [];
      for (const part of value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)) {
        const [id = '', ...rest] = part.split('=');
        const url = rest.join('=').trim();
        if (!isFooterLegalLink(id.trim()) || !isLinkTarget(url)) {
          context.addIssue({ code: 'custom', message: `"${part}" is not id=address with id one of ${FOOTER_LEGAL_LINKS.join(', ')}` });
          return z.NEVER;
        }
        links.push({ id: id.trim() as FooterLegalLink, url });
      }
      return links;
    }),
};

const footerEnvSchema = z.object({ ...footerEnvShape, OPERATOR_NAME: z.string().trim().min(1) });
type FooterEnv = z.infer<typeof footerEnvSchema>;

/** The footer in both languages (only the certification's name differs). */
export type FooterConfig = Record<Language, FooterSettings>;

export function toFooterConfig(env: FooterEnv): FooterConfig {
  const base = (certificationLabel: string): FooterSettings => ({
    operator: { name: env.OPERATOR_NAME, url: env.OPERATOR_WEBSITE },
    payment_methods: {
      url: env.FOOTER_PAYMENT_METHODS_URL,
      methods: env.FOOTER_PAYMENT_METHODS.map((id) => ({ id, name: PAYMENT_METHOD_LOGOS[id], logo: paymentMethodLogoPath(id) })),
    },
    certification:
      env.FOOTER_CERTIFICATION_LABEL.toLowerCase() === 'none'
        ? null
        : { label: certificationLabel, url: env.FOOTER_CERTIFICATION_URL, logo: env.FOOTER_CERTIFICATION_LOGO },
    icann_url: env.FOOTER_ICANN_URL,
    social: env.FOOTER_SOCIAL_LINKS,
    legal: env.FOOTER_LEGAL_LINKS,
  });
  return { en: base(env.FOOTER_CERTIFICATION_LABEL), de: base(env.FOOTER_CERTIFICATION_LABEL_DE ?? env.FOOTER_CERTIFICATION_LABEL) };
}

/** Reads the footer straight from an environment (tests; the shop reads it in server/config.ts). */
export function parseFooterEnv(env: Record<string, string | undefined>): FooterConfig {
  return toFooterConfig(footerEnvSchema.parse({ OPERATOR_NAME: 'Example Domains GmbH', ...env }));
}
