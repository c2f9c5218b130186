import { LOCALES, type Language } from '@common/i18n/languages';
import type { RefundDestination } from '../../db/schema/index';
import { mailTemplateMessages } from './mail-template-messages';
import { refundSentence } from './refund-wording';

/** A rendered e-mail: the same content as plain text and as HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The mail's language (the operator's footer is added in it when the mail is sent, decision 063). */
  language: Language;
  /** Where an answer goes, when not to the sender (a support request or abuse report: the person who wrote it). */
  replyTo?: string;
}

/** The parts a mail is made of; the renderer turns them into text and escaped HTML. */
export interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

export type MailTemplate =
  | { kind: 'verify-email'; link: string }
  | { kind: 'verify-contact'; link: string; deadline: Date }
  /** ICANN's registrant verification (decision 048): a reminder on day 1, 5 or 13 of the 15 days. */
  | { kind: 'verify-contact-reminder'; link: string; deadline: Date; domains: string[] }
  /** The 15 days passed unverified: these names are suspended until the address is confirmed. */
  | { kind: 'contact-hold'; email: string; domains: string[]; link: string }
  | { kind: 'recover-password'; link: string }
  | { kind: 'password-changed'; at: Date }
  | { kind: 'email-change-confirm'; link: string; newAddress: string }
  | { kind: 'email-change-notice'; newAddress: string; at: Date }
  | { kind: 'two-factor-enabled'; at: Date }
  | { kind: 'two-factor-disabled'; at: Date }
  | { kind: 'order-completed'; orderId: number; domains: { name: string; expiresAt: Date }[]; link: string; renewed?: boolean }
  | {
      kind: 'registration-refunded';
      orderId: number;
      domain: string;
      amount: string;
      link: string;
      renewal?: boolean;
      refundedTo?: RefundDestination;
    }
  /** A payment approved after it had been cancelled, or a top-up that would pass the account's limit: given back whole. */
  | {
      kind: 'payment-refunded';
      paymentId: number;
      amount: string;
      reason: 'approved-after-cancel' | 'over-account-limit' | 'deposits-blocked';
      refundedTo: RefundDestination;
      link: string;
    }
  | { kind: 'low-balance'; balance: string; threshold: string; link: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

function formatDate(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';
}

export function formatDay(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * A moment to the minute, in UTC and saying so: for deadlines (a link's end), where the day alone
 * would be read in the reader's own time zone and could promise hours that are not there.
 */
export function formatMoment(language: Language, date: Date): string {
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  return mailTemplateMessages(language).moment(formatDay(language, date), time);
}

function parts(language: Language, template: MailTemplate, shopName: string): MailParts {
  const t = mailTemplateMessages(language);
  const greeting = t.greeting;
  switch (template.kind) {
    case 'verify-email':
      return {
        subject: t.verifyEmail.subject(shopName),
        greeting,
        paragraphs: [t.verifyEmail.text(shopName)],
        action: { label: t.verifyEmail.action, url: template.link },
        after: [t.verifyEmail.after],
      };
    case 'verify-contact':
      return {
        subject: t.verifyContact.subject,
        greeting,
        paragraphs: [t.verifyContact.text(shopName, formatDay(language, template.deadline))],
        action: { label: t.verifyContact.action, url: template.link },
        after: [t.verifyContact.after],
      };
    case 'verify-contact-reminder':
      return {
        subject: t.verifyContactReminder.subject(formatDay(language, template.deadline)),
        greeting,
        paragraphs: [
          t.verifyContactReminder.text(
            template.domains.join(', '),
            template.domains.length,
            shopName,
            formatMoment(language, template.deadline),
          ),
        ],
        action: { label: t.verifyContactReminder.action, url: template.link },
        after: [t.verifyContactReminder.after],
      };
    case 'contact-hold':
      return {
        subject: t.contactHold.subject(template.domains.length),
        greeting,
        paragraphs: [t.contactHold.text(template.email, template.domains.join(', '), template.domains.length), t.contactHold.lift],
        action: { label: t.contactHold.action, url: template.link },
      };
    case 'recover-password':
      return {
        subject: t.recoverPassword.subject(shopName),
        greeting,
        paragraphs: [t.recoverPassword.text],
        action: { label: t.recoverPassword.action, url: template.link },
        after: [t.recoverPassword.after],
      };
    case 'password-changed':
      return {
        subject: t.passwordChanged.subject(shopName),
        greeting,
        paragraphs: [t.passwordChanged.text(formatDate(language, template.at))],
        after: [t.notYou],
      };
    case 'email-change-confirm':
      return {
        subject: t.emailChangeConfirm.subject,
        greeting,
        paragraphs: [t.emailChangeConfirm.text(shopName, template.newAddress)],
        action: { label: t.emailChangeConfirm.action, url: template.link },
        after: [t.emailChangeConfirm.after],
      };
    case 'email-change-notice':
      return {
        subject: t.emailChangeNotice.subject(shopName),
        greeting,
        paragraphs: [t.emailChangeNotice.text(formatDate(language, template.at), template.newAddress)],
        after: [t.notYou],
      };
    case 'two-factor-enabled':
      return {
        subject: t.twoFactorEnabled.subject,
        greeting,
        paragraphs: [t.twoFactorEnabled.text(formatDate(language, template.at), shopName)],
        after: [t.notYou],
      };
    case 'two-factor-disabled':
      return {
        subject: t.twoFactorDisabled.subject,
        greeting,
        paragraphs: [t.twoFactorDisabled.text(formatDate(language, template.at), shopName)],
        after: [t.notYou],
      };
    case 'order-completed': {
      const list = template.domains
        .map((domain) => `${domain.name} (${t.orderCompleted.expiresOn} ${formatDay(language, domain.expiresAt)})`)
        .join(', ');
      return {
        subject: t.orderCompleted.subject(template.orderId),
        greeting,
        paragraphs: [t.orderCompleted.text(template.orderId, shopName, Boolean(template.renewed), list)],
        action: { label: t.orderCompleted.action, url: template.link },
      };
    }
    case 'registration-refunded': {
      const words = t.registrationRefunded;
      const refunded = refundSentence(language, template.refundedTo ?? 'balance', template.amount);
      const action =
        (template.refundedTo ?? 'balance') === 'balance'
          ? { label: words.viewBalance, url: template.link }
          : { label: words.viewOrders, url: template.link };
      if (template.renewal)
        return {
          subject: words.renewalSubject(template.domain),
          greeting,
          paragraphs: [words.renewalText(template.domain, template.orderId, refunded)],
          action,
        };
      return {
        subject: words.subject(template.domain),
        greeting,
        paragraphs: [words.text(template.domain, template.orderId, refunded)],
        action,
      };
    }
    case 'payment-refunded':
      return {
        subject: t.paymentRefunded.subject(template.paymentId),
        greeting,
        paragraphs: [
          t.paymentRefunded.why[template.reason](template.paymentId),
          refundSentence(language, template.refundedTo, template.amount),
        ],
        action: { label: t.paymentRefunded.action, url: template.link },
      };
    case 'low-balance':
      return {
        subject: t.lowBalance.subject(shopName),
        greeting,
        paragraphs: [t.lowBalance.text(template.balance, template.threshold)],
        action: { label: t.lowBalance.action, url: template.link },
      };
  }
}

function signature(language: Language, shopName: string): string {
  return mailTemplateMessages(language).signature(shopName);
}

/** The mail in the language, as text and HTML; every value that goes into the HTML is escaped. */
export function renderMail(language: Language, template: MailTemplate, shopName: string): MailContent {
  return renderMailParts(language, parts(language, template, shopName), shopName);
}

/** Text and escaped HTML of a mail's parts (other modules' templates use it too). */
export function renderMailParts(language: Language, mail: MailParts, shopName: string): MailContent {
  const after = mail.after ?? [];
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(mail.action ? [`${mail.action.label}:`, mail.action.url, ''] : []),
    ...after.flatMap((paragraph) => [paragraph, '']),
    '-- ',
    signature(language, shopName),
    '',
  ].join('\n');
  const p = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px">',
    p(mail.greeting),
    ...mail.paragraphs.map(p),
    ...(mail.action
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="background:#1864ab;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(mail.action.label)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(mail.action.url)}</p>`,
        ]
      : []),
    ...after.map(p),
    `<p style="margin:24px 0 0;color:#555">${escapeHtml(signature(language, shopName))}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: mail.subject, text, html, language };
}
