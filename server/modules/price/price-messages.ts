import type { Language } from '@common/i18n/languages';

/** A mailbox level's real limits, as the price list describes them. */
export interface MailboxLimits {
  gb: number;
  aliases: number;
  appPasswords: number;
  mb: number;
}

/** What the price list says in its own words, in English and German. */
export interface PriceMessages {
  /** "5 GB mailbox (IMAP and SMTP) with up to 10 aliases, a catch-all and 3 app passwords; messages up to 25 MB." */
  mailboxDescription: (limits: MailboxLimits) => string;
}

const MESSAGES: Record<Language, PriceMessages> = {
  en: {
    mailboxDescription: ({ gb, aliases, appPasswords, mb }) =>
      `${gb} GB mailbox (IMAP and SMTP) with up to ${aliases} aliases, a catch-all and ${appPasswords} app passwords; messages up to ${mb} MB.`,
  },
  de: {
    mailboxDescription: ({ gb, aliases, appPasswords, mb }) =>
      `${gb}-GB-Postfach (IMAP und SMTP) mit bis zu ${aliases} Aliasen, Catch-all und ${appPasswords} App-Passwörtern; E-Mails bis ${mb} MB.`,
  },
};

export function priceMessages(language: Language): PriceMessages {
  return MESSAGES[language];
}
