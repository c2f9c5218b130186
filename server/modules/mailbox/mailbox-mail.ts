import type { Language } from '@common/i18n/languages';
import type { RefundDestination } from '../../db/schema/index';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { formatDay, renderMailParts, type MailContent, type MailParts } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { refundSentence } from '../mail/refund-wording';
import { mailboxMailMessages, type MailboxRefundReason } from './mailbox-mail-messages';

/**
 * The e-mails about a customer's mailboxes (decision 043): made after payment, not made (and
 * refunded), lapsed with its domain's term, and removed 30 days later. Addresses are given in
 * their Unicode form.
 */
export type MailboxMail =
  | { kind: 'mailbox-ready'; address: string; orderId: number; expiresAt: Date; passwordSet: boolean }
  | {
      kind: 'mailbox-refunded';
      address: string;
      orderId: number;
      amount: string;
      refundedTo: RefundDestination;
      why: MailboxRefundReason;
    }
  | { kind: 'mailbox-lapsed'; address: string; lapsedAt: Date; removeOn: Date }
  | { kind: 'mailbox-removed'; address: string };

const MAILBOXES_PATH = '/user/mailboxes';

function parts(language: Language, mail: MailboxMail, linkBaseUrl: string): MailParts {
  const t = mailboxMailMessages(language);
  const greeting = t.greeting;
  const mailboxes = { label: t.myMailboxes, url: `${linkBaseUrl}${MAILBOXES_PATH}` };
  switch (mail.kind) {
    case 'mailbox-ready':
      return {
        subject: t.readySubject(mail.address),
        greeting,
        paragraphs: [
          t.readyText(mail.address, mail.orderId, formatDay(language, mail.expiresAt)),
          mail.passwordSet ? t.passwordSet : t.passwordMissing(MAILBOXES_PATH),
        ],
        action: mailboxes,
      };
    case 'mailbox-refunded': {
      const refunded = refundSentence(language, mail.refundedTo, mail.amount);
      const why = t.why[mail.why];
      if (mail.why === 'nothing-to-renew')
        return {
          subject: t.notRenewedSubject(mail.address),
          greeting,
          paragraphs: [t.notRenewedText(mail.orderId, why, refunded)],
          action: mailboxes,
        };
      return {
        subject: t.notSetUpSubject(mail.address),
        greeting,
        paragraphs: [t.notSetUpText(mail.address, mail.orderId, why, refunded)],
        action: mailboxes,
      };
    }
    case 'mailbox-lapsed':
      return {
        subject: t.lapsedSubject(mail.address),
        greeting,
        paragraphs: [t.lapsedText(mail.address, formatDay(language, mail.lapsedAt)), t.lapsedRemoval(formatDay(language, mail.removeOn))],
        action: { label: t.renewDomain, url: `${linkBaseUrl}/domain/renew` },
      };
    case 'mailbox-removed':
      return { subject: t.removedSubject(mail.address), greeting, paragraphs: [t.removedText(mail.address)], action: mailboxes };
  }
}

/** A mailbox mail in the language, as text and escaped HTML. */
export function renderMailboxMail(language: Language, mail: MailboxMail, linkBaseUrl: string, shopName: string): MailContent {
  return renderMailParts(language, parts(language, mail, linkBaseUrl), shopName);
}

/** Sends mailbox mails in the background, as the mail service does. */
export function createMailboxMail(deps: { mailer: Mailer; tasks: BackgroundTasks; linkBaseUrl: string; shopName: string }) {
  return (to: string, language: Language, mail: MailboxMail): void => {
    deps.tasks.run(`mail ${mail.kind}`, () => deps.mailer.send(to, renderMailboxMail(language, mail, deps.linkBaseUrl, deps.shopName)));
  };
}

export type SendMailboxMail = ReturnType<typeof createMailboxMail>;
