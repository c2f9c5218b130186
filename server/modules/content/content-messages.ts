import type { AbuseReportBody, SupportTopic } from '@common/api/content.contract';
import type { Language } from '@common/i18n/languages';

/**
 * What the content module's mails to the operator say, in English and German: the kinds of an
 * abuse report (the report itself goes to the abuse desk in English) and the support request,
 * written in the customer's language (decision 056).
 */
export interface ContentMessages {
  abuseKinds: Record<AbuseReportBody['kind'], string>;
  supportMail: {
    subject: string;
    greeting: string;
    intro: (reference: string) => string;
    from: string;
    visitor: string;
    customer: (id: number) => string;
    topic: string;
    subjectLabel: string;
    message: string;
    answer: (email: string) => string;
    topics: Record<SupportTopic, string>;
  };
}

const MESSAGES: Record<Language, ContentMessages> = {
  en: {
    abuseKinds: {
      spam: 'Spam',
      phishing: 'Phishing',
      malware: 'Malware',
      fraud: 'Fraud',
      copyright: 'Copyright or trademark',
      other: 'Other',
    },
    supportMail: {
      subject: 'Support request',
      greeting: 'Hello support team,',
      intro: (reference) => `a request came in through the support page (${reference}).`,
      from: 'From',
      visitor: 'not logged in',
      customer: (id) => `customer ${id}`,
      topic: 'Topic',
      subjectLabel: 'Subject',
      message: 'Message',
      answer: (email) => `Please answer to ${email} in English.`,
      topics: {
        domain: 'Domains',
        transfer: 'Transfers',
        dns: 'DNS',
        mailbox: 'Mailboxes',
        payment: 'Payments and invoices',
        account: 'Account and login',
        other: 'Other',
      },
    },
  },
  de: {
    abuseKinds: {
      spam: 'Spam',
      phishing: 'Phishing',
      malware: 'Schadsoftware',
      fraud: 'Betrug',
      copyright: 'Urheber- oder Markenrecht',
      other: 'Sonstiges',
    },
    supportMail: {
      subject: 'Support-Anfrage',
      greeting: 'Hallo Support-Team,',
      intro: (reference) => `über die Support-Seite kam eine Anfrage (${reference}).`,
      from: 'Von',
      visitor: 'nicht angemeldet',
      customer: (id) => `Kunde ${id}`,
      topic: 'Thema',
      subjectLabel: 'Betreff',
      message: 'Nachricht',
      answer: (email) => `Bitte antworten Sie an ${email} auf Deutsch.`,
      topics: {
        domain: 'Domains',
        transfer: 'Umzüge',
        dns: 'DNS',
        mailbox: 'Postfächer',
        payment: 'Zahlungen und Rechnungen',
        account: 'Konto und Anmeldung',
        other: 'Sonstiges',
      },
    },
  },
};

export function contentMessages(language: Language): ContentMessages {
  return MESSAGES[language];
}
