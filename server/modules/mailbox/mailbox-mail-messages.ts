import type { Language } from '@common/i18n/languages';

/** Why a mailbox was not made or renewed (and refunded). */
export type MailboxRefundReason = 'taken' | 'domain' | 'nothing-to-renew';

/** What the mailbox e-mails say (decision 043), in English and German; dates come written out in the language. */
export interface MailboxMailMessages {
  greeting: string;
  myMailboxes: string;
  renewDomain: string;
  readySubject: (address: string) => string;
  readyText: (address: string, orderId: number, until: string) => string;
  passwordSet: string;
  /** `path`: the mailboxes page, where the password is set. */
  passwordMissing: (path: string) => string;
  why: Record<MailboxRefundReason, string>;
  notRenewedSubject: (address: string) => string;
  /** `refunded`: the sentence saying where the money went. */
  notRenewedText: (orderId: number, why: string, refunded: string) => string;
  notSetUpSubject: (address: string) => string;
  notSetUpText: (address: string, orderId: number, why: string, refunded: string) => string;
  lapsedSubject: (address: string) => string;
  lapsedText: (address: string, lapsedOn: string) => string;
  lapsedRemoval: (removeOn: string) => string;
  removedSubject: (address: string) => string;
  removedText: (address: string) => string;
}

const MESSAGES: Record<Language, MailboxMailMessages> = {
  en: {
    greeting: 'Hello,',
    myMailboxes: 'My mailboxes',
    renewDomain: 'Renew the domain',
    readySubject: (address) => `Your mailbox ${address} is ready`,
    readyText: (address, orderId, until) =>
      `the mailbox ${address} of your order ${orderId} is set up and runs until ${until}, with its domain's term.`,
    passwordSet: 'You log in with the address and the password you chose when ordering.',
    passwordMissing: (path) =>
      `Before you can use it, please set a password on ${path}; until then no login is possible, but incoming mail is accepted already.`,
    why: {
      taken: 'because the address has been taken meanwhile',
      domain: 'because the domain is not (or no longer) in your account',
      'nothing-to-renew': 'because the domain has no mailbox of this level left to renew',
    },
    notRenewedSubject: (address) => `Mailbox ${address} not renewed`,
    notRenewedText: (orderId, why, refunded) => `the mailbox of your order ${orderId} was not renewed ${why}. ${refunded}`,
    notSetUpSubject: (address) => `Mailbox ${address} could not be set up`,
    notSetUpText: (address, orderId, why, refunded) =>
      `the mailbox ${address} of your order ${orderId} could not be set up ${why}. ${refunded}`,
    lapsedSubject: (address) => `Your mailbox ${address} has lapsed`,
    lapsedText: (address, lapsedOn) =>
      `the term of the mailbox ${address} ended on ${lapsedOn}. Logging in is no longer possible, and incoming mail is refused.`,
    lapsedRemoval: (removeOn) =>
      `The mailbox and all its stored messages will be removed on ${removeOn} unless the domain is renewed with its mailbox before.`,
    removedSubject: (address) => `Your mailbox ${address} was removed`,
    removedText: (address) =>
      `the mailbox ${address} had lapsed 30 days ago and was removed with all its stored messages. You can order a new mailbox at any time.`,
  },
  de: {
    greeting: 'Hallo,',
    myMailboxes: 'Meine Postfächer',
    renewDomain: 'Domain verlängern',
    readySubject: (address) => `Ihr Postfach ${address} ist eingerichtet`,
    readyText: (address, orderId, until) =>
      `das Postfach ${address} aus Ihrer Bestellung ${orderId} ist eingerichtet und läuft bis ${until}, mit der Laufzeit der Domain.`,
    passwordSet: 'Sie melden sich mit der Adresse und dem Passwort an, das Sie bei der Bestellung gewählt haben.',
    passwordMissing: (path) =>
      `Bevor Sie es nutzen können, legen Sie bitte unter ${path} ein Passwort fest; bis dahin ist keine Anmeldung möglich, eingehende Post wird aber schon angenommen.`,
    why: {
      taken: 'weil die Adresse inzwischen vergeben ist',
      domain: 'weil die Domain nicht (mehr) zu Ihrem Konto gehört',
      'nothing-to-renew': 'weil die Domain kein Postfach dieser Stufe mehr hat, das verlängert werden könnte',
    },
    notRenewedSubject: (address) => `Postfach ${address} nicht verlängert`,
    notRenewedText: (orderId, why, refunded) => `das Postfach aus Ihrer Bestellung ${orderId} wurde nicht verlängert, ${why}. ${refunded}`,
    notSetUpSubject: (address) => `Postfach ${address} konnte nicht eingerichtet werden`,
    notSetUpText: (address, orderId, why, refunded) =>
      `das Postfach ${address} aus Ihrer Bestellung ${orderId} konnte nicht eingerichtet werden, ${why}. ${refunded}`,
    lapsedSubject: (address) => `Ihr Postfach ${address} ist abgelaufen`,
    lapsedText: (address, lapsedOn) =>
      `die Laufzeit des Postfachs ${address} ist am ${lapsedOn} abgelaufen. Anmelden ist nicht mehr möglich, und eingehende Post wird abgewiesen.`,
    lapsedRemoval: (removeOn) =>
      `Das Postfach und alle gespeicherten Nachrichten werden am ${removeOn} gelöscht, wenn die Domain mit ihrem Postfach nicht vorher verlängert wird.`,
    removedSubject: (address) => `Ihr Postfach ${address} wurde gelöscht`,
    removedText: (address) =>
      `das Postfach ${address} war seit 30 Tagen abgelaufen und wurde mit allen gespeicherten Nachrichten gelöscht. Ein neues Postfach können Sie jederzeit wieder bestellen.`,
  },
};

export function mailboxMailMessages(language: Language): MailboxMailMessages {
  return MESSAGES[language];
}
