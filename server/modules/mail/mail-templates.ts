import { LOCALES, type Language } from '@common/i18n/languages';
import type { RefundDestination } from '../../db/schema/index';
import { refundSentence } from './refund-wording';

/** A rendered e-mail: the same content as plain text and as HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The mail's language (the operator's footer is added in it when the mail is sent, decision 063). */
  language: Language;
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
  return language === 'de' ? `${formatDay(language, date)}, ${time} Uhr (UTC)` : `${formatDay(language, date)}, ${time} UTC`;
}

const NOT_YOU = {
  en: 'If this was not you, reset your password at once and check the security events in your profile.',
  de: 'Falls Sie das nicht waren, setzen Sie bitte sofort Ihr Passwort zurück und prüfen Sie die Sicherheitsereignisse in Ihrem Profil.',
};

function parts(language: Language, template: MailTemplate, shopName: string): MailParts {
  const de = language === 'de';
  const greeting = de ? 'Hallo,' : 'Hello,';
  switch (template.kind) {
    case 'verify-email':
      return de
        ? {
            subject: `Bitte bestätigen Sie Ihre E-Mail-Adresse bei ${shopName}`,
            greeting,
            paragraphs: [
              `vielen Dank für Ihre Registrierung bei ${shopName}. Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link; er ist 48 Stunden gültig und kann einmal verwendet werden.`,
            ],
            action: { label: 'E-Mail-Adresse bestätigen', url: template.link },
            after: ['Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.'],
          }
        : {
            subject: `Please confirm your e-mail address at ${shopName}`,
            greeting,
            paragraphs: [
              `thank you for registering at ${shopName}. Please confirm your e-mail address with this link; it is valid for 48 hours and can be used once.`,
            ],
            action: { label: 'Confirm e-mail address', url: template.link },
            after: ['If you did not register, you can ignore this e-mail.'],
          };
    case 'verify-contact':
      return de
        ? {
            subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse als Domain-Kontakt',
            greeting,
            paragraphs: [
              `diese Adresse ist als Kontakt einer Domain bei ${shopName} eingetragen. Die ICANN verlangt, dass sie bis zum ${formatDay(language, template.deadline)} bestätigt wird; sonst kann die Domain gesperrt werden.`,
            ],
            action: { label: 'Adresse bestätigen', url: template.link },
            after: ['Falls Sie nichts mit dieser Domain zu tun haben, können Sie diese E-Mail ignorieren.'],
          }
        : {
            subject: 'Please confirm your e-mail address as a domain contact',
            greeting,
            paragraphs: [
              `this address is entered as a contact of a domain at ${shopName}. ICANN requires it to be confirmed by ${formatDay(language, template.deadline)}; otherwise the domain may be suspended.`,
            ],
            action: { label: 'Confirm address', url: template.link },
            after: ['If you have nothing to do with this domain, you can ignore this e-mail.'],
          };
    case 'verify-contact-reminder': {
      const names = template.domains.join(', ');
      return de
        ? {
            subject: `Erinnerung: Bitte bestätigen Sie Ihre E-Mail-Adresse bis zum ${formatDay(language, template.deadline)}`,
            greeting,
            paragraphs: [
              `diese Adresse ist als Inhaber (Registrant) ${template.domains.length === 1 ? 'der Domain' : 'der Domains'} ${names} bei ${shopName} eingetragen und noch nicht bestätigt. Die ICANN verlangt die Bestätigung bis zum ${formatMoment(language, template.deadline)}; danach ${template.domains.length === 1 ? 'wird die Domain' : 'werden die Domains'} gesperrt und ${template.domains.length === 1 ? 'ist' : 'sind'} nicht mehr erreichbar, bis die Adresse bestätigt ist.`,
            ],
            action: { label: 'Adresse bestätigen', url: template.link },
            after: ['Falls Sie nichts mit diesen Domains zu tun haben, können Sie diese E-Mail ignorieren.'],
          }
        : {
            subject: `Reminder: please confirm your e-mail address by ${formatDay(language, template.deadline)}`,
            greeting,
            paragraphs: [
              `this address is entered as the registrant (holder) of ${names} at ${shopName} and is not confirmed yet. ICANN requires it to be confirmed by ${formatMoment(language, template.deadline)}; after that ${template.domains.length === 1 ? 'the domain is' : 'the domains are'} suspended and stop resolving until the address is confirmed.`,
            ],
            action: { label: 'Confirm address', url: template.link },
            after: ['If you have nothing to do with these domains, you can ignore this e-mail.'],
          };
    }
    case 'contact-hold': {
      const names = template.domains.join(', ');
      return de
        ? {
            subject: `${template.domains.length === 1 ? 'Ihre Domain ist' : 'Ihre Domains sind'} gesperrt: E-Mail-Adresse nicht bestätigt`,
            greeting,
            paragraphs: [
              `die E-Mail-Adresse ${template.email} des Inhabers wurde nicht innerhalb von 15 Tagen bestätigt, wie es die ICANN verlangt. Deshalb ${template.domains.length === 1 ? 'ist' : 'sind'} ${names} jetzt gesperrt (clientHold) und im DNS nicht erreichbar.`,
              'Sobald die Adresse bestätigt ist, heben wir die Sperre sofort auf. Auf der Kontakte-Seite können Sie den Bestätigungslink erneut anfordern oder die Adresse ändern.',
            ],
            action: { label: 'Zu den Kontakten', url: template.link },
          }
        : {
            subject: `${template.domains.length === 1 ? 'Your domain is' : 'Your domains are'} suspended: e-mail address not confirmed`,
            greeting,
            paragraphs: [
              `the registrant's e-mail address ${template.email} was not confirmed within 15 days, as ICANN requires. So ${names} ${template.domains.length === 1 ? 'is' : 'are'} now suspended (clientHold) and do${template.domains.length === 1 ? 'es' : ''} not resolve in the DNS.`,
              'As soon as the address is confirmed, we lift the suspension at once. On the contacts page you can have the confirmation link sent again or change the address.',
            ],
            action: { label: 'Go to contacts', url: template.link },
          };
    }
    case 'recover-password':
      return de
        ? {
            subject: `Ihr Passwort bei ${shopName} zurücksetzen`,
            greeting,
            paragraphs: [
              'jemand hat verlangt, das Passwort des Kontos mit dieser Adresse zurückzusetzen. Mit diesem Link wählen Sie ein neues Passwort; er ist eine Stunde gültig und kann einmal verwendet werden. Danach werden alle Sitzungen des Kontos beendet.',
            ],
            action: { label: 'Neues Passwort wählen', url: template.link },
            after: ['Falls Sie das nicht verlangt haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.'],
          }
        : {
            subject: `Reset your password at ${shopName}`,
            greeting,
            paragraphs: [
              'someone asked to reset the password of the account with this address. Choose a new password with this link; it is valid for one hour and can be used once. Afterwards every session of the account ends.',
            ],
            action: { label: 'Choose a new password', url: template.link },
            after: ['If you did not ask for this, ignore this e-mail; your password stays as it is.'],
          };
    case 'password-changed':
      return de
        ? {
            subject: `Ihr Passwort bei ${shopName} wurde geändert`,
            greeting,
            paragraphs: [`das Passwort Ihres Kontos wurde am ${formatDate(language, template.at)} geändert.`],
            after: [NOT_YOU.de],
          }
        : {
            subject: `Your password at ${shopName} was changed`,
            greeting,
            paragraphs: [`the password of your account was changed on ${formatDate(language, template.at)}.`],
            after: [NOT_YOU.en],
          };
    case 'email-change-confirm':
      return de
        ? {
            subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
            greeting,
            paragraphs: [
              `Sie möchten die Login-Adresse Ihres Kontos bei ${shopName} in ${template.newAddress} ändern. Die Änderung gilt erst, wenn Sie sie mit diesem Link bestätigen; er ist 48 Stunden gültig.`,
            ],
            action: { label: 'Neue Adresse bestätigen', url: template.link },
            after: ['Falls Sie das nicht veranlasst haben, können Sie diese E-Mail ignorieren.'],
          }
        : {
            subject: 'Please confirm your new e-mail address',
            greeting,
            paragraphs: [
              `you want to change the login address of your account at ${shopName} to ${template.newAddress}. The change takes effect only when you confirm it with this link; it is valid for 48 hours.`,
            ],
            action: { label: 'Confirm new address', url: template.link },
            after: ['If you did not ask for this, you can ignore this e-mail.'],
          };
    case 'email-change-notice':
      return de
        ? {
            subject: `Änderung Ihrer Login-Adresse bei ${shopName}`,
            greeting,
            paragraphs: [
              `am ${formatDate(language, template.at)} wurde verlangt, die Login-Adresse Ihres Kontos in ${template.newAddress} zu ändern. Sie ändert sich, sobald die neue Adresse bestätigt ist.`,
            ],
            after: [NOT_YOU.de],
          }
        : {
            subject: `Change of your login address at ${shopName}`,
            greeting,
            paragraphs: [
              `on ${formatDate(language, template.at)} a change of your account's login address to ${template.newAddress} was requested. It changes once the new address is confirmed.`,
            ],
            after: [NOT_YOU.en],
          };
    case 'two-factor-enabled':
      return de
        ? {
            subject: 'Zwei-Faktor-Anmeldung eingeschaltet',
            greeting,
            paragraphs: [
              `am ${formatDate(language, template.at)} wurde die Zwei-Faktor-Anmeldung für Ihr Konto bei ${shopName} eingeschaltet. Bewahren Sie Ihre Wiederherstellungscodes sicher auf.`,
            ],
            after: [NOT_YOU.de],
          }
        : {
            subject: 'Two-factor login turned on',
            greeting,
            paragraphs: [
              `on ${formatDate(language, template.at)} two-factor login was turned on for your account at ${shopName}. Keep your recovery codes in a safe place.`,
            ],
            after: [NOT_YOU.en],
          };
    case 'two-factor-disabled':
      return de
        ? {
            subject: 'Zwei-Faktor-Anmeldung ausgeschaltet',
            greeting,
            paragraphs: [
              `am ${formatDate(language, template.at)} wurde die Zwei-Faktor-Anmeldung für Ihr Konto bei ${shopName} ausgeschaltet. Ihr Konto ist jetzt nur noch durch das Passwort geschützt.`,
            ],
            after: [NOT_YOU.de],
          }
        : {
            subject: 'Two-factor login turned off',
            greeting,
            paragraphs: [
              `on ${formatDate(language, template.at)} two-factor login was turned off for your account at ${shopName}. Your account is now protected by its password only.`,
            ],
            after: [NOT_YOU.en],
          };
    case 'order-completed': {
      const list = template.domains
        .map((domain) => `${domain.name} (${de ? 'läuft bis' : 'expires on'} ${formatDay(language, domain.expiresAt)})`)
        .join(', ');
      return de
        ? {
            subject: `Ihre Bestellung ${template.orderId} ist ausgeführt`,
            greeting,
            paragraphs: [
              `Ihre Bestellung ${template.orderId} bei ${shopName} ist ausgeführt. ${template.renewed ? 'Verlängert' : 'Registriert'}: ${list}.`,
            ],
            action: { label: 'Meine Domains', url: template.link },
          }
        : {
            subject: `Your order ${template.orderId} is complete`,
            greeting,
            paragraphs: [
              `your order ${template.orderId} at ${shopName} is complete. ${template.renewed ? 'Renewed' : 'Registered'}: ${list}.`,
            ],
            action: { label: 'My domains', url: template.link },
          };
    }
    case 'registration-refunded': {
      const refunded = refundSentence(language, template.refundedTo ?? 'balance', template.amount);
      const action =
        (template.refundedTo ?? 'balance') === 'balance'
          ? { label: de ? 'Guthabenkonto ansehen' : 'View prepaid account', url: template.link }
          : { label: de ? 'Bestellungen ansehen' : 'View orders', url: template.link };
      if (template.renewal) {
        return de
          ? {
              subject: `${template.domain} konnte nicht verlängert werden`,
              greeting,
              paragraphs: [
                `die Verlängerung der Domain ${template.domain} aus Ihrer Bestellung ${template.orderId} war bei der Registry nicht möglich. ${refunded}`,
              ],
              action,
            }
          : {
              subject: `${template.domain} could not be renewed`,
              greeting,
              paragraphs: [
                `the renewal of the domain ${template.domain} of your order ${template.orderId} was refused by the registry. ${refunded}`,
              ],
              action,
            };
      }
      return de
        ? {
            subject: `${template.domain} konnte nicht registriert werden`,
            greeting,
            paragraphs: [
              `die Domain ${template.domain} aus Ihrer Bestellung ${template.orderId} konnte nicht registriert werden, weil sie inzwischen vergeben ist. ${refunded}`,
            ],
            action,
          }
        : {
            subject: `${template.domain} could not be registered`,
            greeting,
            paragraphs: [
              `the domain ${template.domain} of your order ${template.orderId} could not be registered because it has been taken meanwhile. ${refunded}`,
            ],
            action,
          };
    }
    case 'payment-refunded': {
      const refunded = refundSentence(language, template.refundedTo, template.amount);
      const why = {
        'approved-after-cancel': de
          ? `Sie haben die Zahlung ${template.paymentId} freigegeben, nachdem sie bereits ersetzt oder abgelaufen war (zum Beispiel durch eine neue Bestellung desselben Warenkorbs). Sie wird deshalb nicht ausgeführt.`
          : `you approved payment ${template.paymentId} after it had been replaced or had expired (for example by a new checkout of the same cart), so it is not carried out.`,
        'over-account-limit': de
          ? `die Aufladung ${template.paymentId} hätte Ihr Guthaben über die Höchstgrenze Ihres Kontos gebracht (andere Aufladungen kamen zuvor an). Sie wurde deshalb nicht gebucht.`
          : `top-up ${template.paymentId} would have taken your balance above your account's limit (other top-ups arrived first), so it was not booked.`,
        'deposits-blocked': de
          ? `Einzahlungen auf Ihr Guthabenkonto sind gesperrt; die Aufladung ${template.paymentId} wurde deshalb nicht gebucht.`
          : `deposits to your prepaid account are blocked, so top-up ${template.paymentId} was not booked.`,
      }[template.reason];
      return de
        ? {
            subject: `Zahlung ${template.paymentId} erstattet`,
            greeting,
            paragraphs: [why, refunded],
            action: { label: 'Zahlung ansehen', url: template.link },
          }
        : {
            subject: `Payment ${template.paymentId} refunded`,
            greeting,
            paragraphs: [why, refunded],
            action: { label: 'View payment', url: template.link },
          };
    }
    case 'low-balance':
      return de
        ? {
            subject: `Ihr Guthaben bei ${shopName} ist niedrig`,
            greeting,
            paragraphs: [
              `Ihr Guthaben beträgt noch ${template.balance} und liegt damit unter der von Ihnen gewählten Grenze von ${template.threshold}.`,
            ],
            action: { label: 'Guthaben aufladen', url: template.link },
          }
        : {
            subject: `Your balance at ${shopName} is low`,
            greeting,
            paragraphs: [
              `your prepaid balance is ${template.balance}, below the limit of ${template.threshold} you chose for this notice.`,
            ],
            action: { label: 'Top up', url: template.link },
          };
  }
}

function signature(language: Language, shopName: string): string {
  return language === 'de' ? `Ihr Team von ${shopName}` : `Your ${shopName} team`;
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
