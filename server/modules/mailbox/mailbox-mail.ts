import type { Language } from '@common/i18n/languages';
import type { RefundDestination } from '../../db/schema/index';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { formatDay, renderMailParts, type MailContent, type MailParts } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { refundSentence } from '../mail/refund-wording';

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
      why: 'taken' | 'domain' | 'nothing-to-renew';
    }
  | { kind: 'mailbox-lapsed'; address: string; lapsedAt: Date; removeOn: Date }
  | { kind: 'mailbox-removed'; address: string };

const MAILBOXES_PATH = '/user/mailboxes';

function parts(language: Language, mail: MailboxMail, linkBaseUrl: string): MailParts {
  const de = language === 'de';
  const greeting = de ? 'Hallo,' : 'Hello,';
  const mailboxes = { label: de ? 'Meine Postfächer' : 'My mailboxes', url: `${linkBaseUrl}${MAILBOXES_PATH}` };
  switch (mail.kind) {
    case 'mailbox-ready': {
      const password = mail.passwordSet
        ? de
          ? 'Sie melden sich mit der Adresse und dem Passwort an, das Sie bei der Bestellung gewählt haben.'
          : 'You log in with the address and the password you chose when ordering.'
        : de
          ? `Bevor Sie es nutzen können, legen Sie bitte unter ${MAILBOXES_PATH} ein Passwort fest; bis dahin ist keine Anmeldung möglich, eingehende Post wird aber schon angenommen.`
          : `Before you can use it, please set a password on ${MAILBOXES_PATH}; until then no login is possible, but incoming mail is accepted already.`;
      return de
        ? {
            subject: `Ihr Postfach ${mail.address} ist eingerichtet`,
            greeting,
            paragraphs: [
              `das Postfach ${mail.address} aus Ihrer Bestellung ${mail.orderId} ist eingerichtet und läuft bis ${formatDay(language, mail.expiresAt)}, mit der Laufzeit der Domain.`,
              password,
            ],
            action: mailboxes,
          }
        : {
            subject: `Your mailbox ${mail.address} is ready`,
            greeting,
            paragraphs: [
              `the mailbox ${mail.address} of your order ${mail.orderId} is set up and runs until ${formatDay(language, mail.expiresAt)}, with its domain's term.`,
              password,
            ],
            action: mailboxes,
          };
    }
    case 'mailbox-refunded': {
      const refunded = refundSentence(language, mail.refundedTo, mail.amount);
      const why = {
        taken: de ? 'weil die Adresse inzwischen vergeben ist' : 'because the address has been taken meanwhile',
        domain: de ? 'weil die Domain nicht (mehr) zu Ihrem Konto gehört' : 'because the domain is not (or no longer) in your account',
        'nothing-to-renew': de
          ? 'weil die Domain kein Postfach dieser Stufe mehr hat, das verlängert werden könnte'
          : 'because the domain has no mailbox of this level left to renew',
      }[mail.why];
      if (mail.why === 'nothing-to-renew') {
        return de
          ? {
              subject: `Postfach ${mail.address} nicht verlängert`,
              greeting,
              paragraphs: [`das Postfach aus Ihrer Bestellung ${mail.orderId} wurde nicht verlängert, ${why}. ${refunded}`],
              action: mailboxes,
            }
          : {
              subject: `Mailbox ${mail.address} not renewed`,
              greeting,
              paragraphs: [`the mailbox of your order ${mail.orderId} was not renewed ${why}. ${refunded}`],
              action: mailboxes,
            };
      }
      return de
        ? {
            subject: `Postfach ${mail.address} konnte nicht eingerichtet werden`,
            greeting,
            paragraphs: [
              `das Postfach ${mail.address} aus Ihrer Bestellung ${mail.orderId} konnte nicht eingerichtet werden, ${why}. ${refunded}`,
            ],
            action: mailboxes,
          }
        : {
            subject: `Mailbox ${mail.address} could not be set up`,
            greeting,
            paragraphs: [`the mailbox ${mail.address} of your order ${mail.orderId} could not be set up ${why}. ${refunded}`],
            action: mailboxes,
          };
    }
    case 'mailbox-lapsed':
      return de
        ? {
            subject: `Ihr Postfach ${mail.address} ist abgelaufen`,
            greeting,
            paragraphs: [
              `die Laufzeit des Postfachs ${mail.address} ist am ${formatDay(language, mail.lapsedAt)} abgelaufen. Anmelden ist nicht mehr möglich, und eingehende Post wird abgewiesen.`,
              `Das Postfach und alle gespeicherten Nachrichten werden am ${formatDay(language, mail.removeOn)} gelöscht, wenn die Domain mit ihrem Postfach nicht vorher verlängert wird.`,
            ],
            action: { label: de ? 'Domain verlängern' : 'Renew the domain', url: `${linkBaseUrl}/domain/renew` },
          }
        : {
            subject: `Your mailbox ${mail.address} has lapsed`,
            greeting,
            paragraphs: [
              `the term of the mailbox ${mail.address} ended on ${formatDay(language, mail.lapsedAt)}. Logging in is no longer possible, and incoming mail is refused.`,
              `The mailbox and all its stored messages will be removed on ${formatDay(language, mail.removeOn)} unless the domain is renewed with its mailbox before.`,
            ],
            action: { label: 'Renew the domain', url: `${linkBaseUrl}/domain/renew` },
          };
    case 'mailbox-removed':
      return de
        ? {
            subject: `Ihr Postfach ${mail.address} wurde gelöscht`,
            greeting,
            paragraphs: [
              `das Postfach ${mail.address} war seit 30 Tagen abgelaufen und wurde mit allen gespeicherten Nachrichten gelöscht. Ein neues Postfach können Sie jederzeit wieder bestellen.`,
            ],
            action: mailboxes,
          }
        : {
            subject: `Your mailbox ${mail.address} was removed`,
            greeting,
            paragraphs: [
              `the mailbox ${mail.address} had lapsed 30 days ago and was removed with all its stored messages. You can order a new mailbox at any time.`,
            ],
            action: mailboxes,
          };
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
