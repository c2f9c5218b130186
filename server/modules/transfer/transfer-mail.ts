import { LOCALES, type Language } from '@common/i18n/languages';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { escapeHtml, type MailContent } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import type { RefundDestination } from '../../db/schema/index';
import { refundSentence } from '../mail/refund-wording';

/** Why a transfer in did not happen; each says what the customer can do. */
export type TransferFailure = 'auth-code' | 'refused' | 'rejected' | 'cancelled';

export type TransferMail =
  | {
      kind: 'transfer-refunded';
      domain: string;
      orderId: number;
      amount: string;
      why: TransferFailure;
      detail: string | null;
      refundedTo?: RefundDestination;
    }
  | { kind: 'transfer-completed'; domain: string; expiresAt: Date }
  | { kind: 'transferred-away'; domain: string };

function day(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const WHY: Record<TransferFailure, { en: string; de: string }> = {
  'auth-code': {
    en: 'The registry did not accept the auth code. Please ask the current provider for the valid code and order the transfer again.',
    de: 'Die Registry hat den Auth-Code nicht angenommen. Bitte fragen Sie den bisherigen Anbieter nach dem gültigen Code und beauftragen Sie den Transfer erneut.',
  },
  refused: {
    en: 'The registry refused the transfer (for example because of a transfer lock, or because the name was registered or transferred less than 60 days ago).',
    de: 'Die Registry hat den Transfer abgelehnt (etwa wegen einer Transfersperre, oder weil die Domain vor weniger als 60 Tagen registriert oder übertragen wurde).',
  },
  rejected: {
    en: 'The current provider rejected the transfer. Please ask them why; after clearing it you can order the transfer again.',
    de: 'Der bisherige Anbieter hat den Transfer abgelehnt. Bitte fragen Sie dort nach dem Grund; danach können Sie den Transfer erneut beauftragen.',
  },
  cancelled: { en: 'You cancelled the transfer.', de: 'Sie haben den Transfer abgebrochen.' },
};

function parts(language: Language, mail: TransferMail): { subject: string; paragraphs: string[]; action: { label: string; path: string } } {
  const de = language === 'de';
  switch (mail.kind) {
    case 'transfer-refunded':
      return de
        ? {
            subject: `Transfer von ${mail.domain} nicht durchgeführt – Betrag erstattet`,
            paragraphs: [
              `der Transfer der Domain ${mail.domain} (Bestellung ${mail.orderId}) wurde nicht durchgeführt.`,
              WHY[mail.why].de,
              refundSentence('de', mail.refundedTo ?? 'balance', mail.amount),
            ],
            action:
              (mail.refundedTo ?? 'balance') === 'balance'
                ? { label: 'Guthaben ansehen', path: '/user/account/overview' }
                : { label: 'Bestellungen ansehen', path: '/user/orders' },
          }
        : {
            subject: `Transfer of ${mail.domain} not done – amount refunded`,
            paragraphs: [
              `the transfer of ${mail.domain} (order ${mail.orderId}) did not take place.`,
              WHY[mail.why].en,
              refundSentence('en', mail.refundedTo ?? 'balance', mail.amount),
            ],
            action:
              (mail.refundedTo ?? 'balance') === 'balance'
                ? { label: 'View balance', path: '/user/account/overview' }
                : { label: 'View orders', path: '/user/orders' },
          };
    case 'transfer-completed':
      return de
        ? {
            subject: `${mail.domain} ist jetzt bei uns`,
            paragraphs: [
              `der Transfer von ${mail.domain} ist abgeschlossen. Die Domain läuft jetzt bis zum ${day(language, mail.expiresAt)}.`,
            ],
            action: { label: 'Meine Domains', path: '/user/domains' },
          }
        : {
            subject: `${mail.domain} is now with us`,
            paragraphs: [`the transfer of ${mail.domain} is complete. The domain now runs until ${day(language, mail.expiresAt)}.`],
            action: { label: 'My domains', path: '/user/domains' },
          };
    case 'transferred-away':
      return de
        ? {
            subject: `${mail.domain} wurde zu einem anderen Anbieter übertragen`,
            paragraphs: [
              `Ihre Domain ${mail.domain} wurde zu einem anderen Anbieter übertragen und ist nicht mehr in Ihrem Konto.`,
              'Falls Sie das nicht veranlasst haben, antworten Sie bitte sofort auf diese E-Mail.',
            ],
            action: { label: 'Meine Domains', path: '/user/domains' },
          }
        : {
            subject: `${mail.domain} was transferred to another provider`,
            paragraphs: [
              `your domain ${mail.domain} was transferred to another provider and is no longer in your account.`,
              'If you did not ask for this, please reply to this e-mail at once.',
            ],
            action: { label: 'My domains', path: '/user/domains' },
          };
  }
}

/** The transfer e-mails in the recipient's language, as text and escaped HTML. */
export function renderTransferMail(language: Language, mail: TransferMail, linkBaseUrl: string, shopName: string): MailContent {
  const { subject, paragraphs, action } = parts(language, mail);
  const greeting = language === 'de' ? 'Hallo,' : 'Hello,';
  const url = `${linkBaseUrl}${action.path}`;
  const signature = language === 'de' ? `Ihr Team von ${shopName}` : `Your ${shopName} team`;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}:`,
    url,
    '',
    '-- ',
    signature,
    '',
  ].join('\n');
  const p = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px">',
    p(greeting),
    ...paragraphs.map(p),
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#1864ab;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`,
    `<p style="margin:24px 0 0;color:#555">${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html, language };
}

/** Sends transfer mails in the background, as the mail service does. */
export function createTransferMail(deps: { mailer: Mailer; tasks: BackgroundTasks; linkBaseUrl: string; shopName: string }) {
  return (to: string, language: Language, mail: TransferMail): void => {
    deps.tasks.run(`mail ${mail.kind}`, () => deps.mailer.send(to, renderTransferMail(language, mail, deps.linkBaseUrl, deps.shopName)));
  };
}
