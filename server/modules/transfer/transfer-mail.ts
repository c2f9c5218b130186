import { LOCALES, type Language } from '@common/i18n/languages';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { escapeHtml, type MailContent } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import type { RefundDestination } from '../../db/schema/index';
import { refundSentence } from '../mail/refund-wording';
import { transferMessages, type TransferFailure } from './transfer-messages';

export type { TransferFailure } from './transfer-messages';

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

function parts(language: Language, mail: TransferMail): { subject: string; paragraphs: string[]; action: { label: string; path: string } } {
  const t = transferMessages(language);
  const myDomains = { label: t.myDomains, path: '/user/domains' };
  switch (mail.kind) {
    case 'transfer-refunded': {
      const refundedTo = mail.refundedTo ?? 'balance';
      return {
        subject: t.refundedSubject(mail.domain),
        paragraphs: [t.refundedIntro(mail.domain, mail.orderId), t.why[mail.why], refundSentence(language, refundedTo, mail.amount)],
        action:
          refundedTo === 'balance'
            ? { label: t.viewBalance, path: '/user/account/overview' }
            : { label: t.viewOrders, path: '/user/orders' },
      };
    }
    case 'transfer-completed':
      return {
        subject: t.completedSubject(mail.domain),
        paragraphs: [t.completedText(mail.domain, day(language, mail.expiresAt))],
        action: myDomains,
      };
    case 'transferred-away':
      return { subject: t.awaySubject(mail.domain), paragraphs: [t.awayText(mail.domain), t.awayNotYou], action: myDomains };
  }
}

/** The transfer e-mails in the recipient's language, as text and escaped HTML. */
export function renderTransferMail(language: Language, mail: TransferMail, linkBaseUrl: string, shopName: string): MailContent {
  const { subject, paragraphs, action } = parts(language, mail);
  const greeting = transferMessages(language).greeting;
  const url = `${linkBaseUrl}${action.path}`;
  const signature = transferMessages(language).signature(shopName);
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
