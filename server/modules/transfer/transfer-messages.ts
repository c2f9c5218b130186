import type { Language } from '@common/i18n/languages';

/** Why a transfer in did not happen; each says what the customer can do. */
export type TransferFailure = 'auth-code' | 'refused' | 'rejected' | 'cancelled';

/** What the transfer e-mails say, in English and German. */
export interface TransferMessages {
  greeting: string;
  signature: (shopName: string) => string;
  myDomains: string;
  viewBalance: string;
  viewOrders: string;
  why: Record<TransferFailure, string>;
  refundedSubject: (domain: string) => string;
  refundedIntro: (domain: string, orderId: number) => string;
  completedSubject: (domain: string) => string;
  /** `until`: the new expiry, written out in the language. */
  completedText: (domain: string, until: string) => string;
  awaySubject: (domain: string) => string;
  awayText: (domain: string) => string;
  awayNotYou: string;
}

const MESSAGES: Record<Language, TransferMessages> = {
  en: {
    greeting: 'Hello,',
    signature: (shopName) => `Your ${shopName} team`,
    myDomains: 'My domains',
    viewBalance: 'View balance',
    viewOrders: 'View orders',
    why: {
      'auth-code':
        'The registry did not accept the auth code. Please ask the current provider for the valid code and order the transfer again.',
      refused:
        'The registry refused the transfer (for example because of a transfer lock, or because the name was registered or transferred less than 60 days ago).',
      rejected: 'The current provider rejected the transfer. Please ask them why; after clearing it you can order the transfer again.',
      cancelled: 'You cancelled the transfer.',
    },
    refundedSubject: (domain) => `Transfer of ${domain} not done – amount refunded`,
    refundedIntro: (domain, orderId) => `the transfer of ${domain} (order ${orderId}) did not take place.`,
    completedSubject: (domain) => `${domain} is now with us`,
    completedText: (domain, until) => `the transfer of ${domain} is complete. The domain now runs until ${until}.`,
    awaySubject: (domain) => `${domain} was transferred to another provider`,
    awayText: (domain) => `your domain ${domain} was transferred to another provider and is no longer in your account.`,
    awayNotYou: 'If you did not ask for this, please reply to this e-mail at once.',
  },
  de: {
    greeting: 'Hallo,',
    signature: (shopName) => `Ihr Team von ${shopName}`,
    myDomains: 'Meine Domains',
    viewBalance: 'Guthaben ansehen',
    viewOrders: 'Bestellungen ansehen',
    why: {
      'auth-code':
        'Die Registry hat den Auth-Code nicht angenommen. Bitte fragen Sie den bisherigen Anbieter nach dem gültigen Code und beauftragen Sie den Transfer erneut.',
      refused:
        'Die Registry hat den Transfer abgelehnt (etwa wegen einer Transfersperre, oder weil die Domain vor weniger als 60 Tagen registriert oder übertragen wurde).',
      rejected:
        'Der bisherige Anbieter hat den Transfer abgelehnt. Bitte fragen Sie dort nach dem Grund; danach können Sie den Transfer erneut beauftragen.',
      cancelled: 'Sie haben den Transfer abgebrochen.',
    },
    refundedSubject: (domain) => `Transfer von ${domain} nicht durchgeführt – Betrag erstattet`,
    refundedIntro: (domain, orderId) => `der Transfer der Domain ${domain} (Bestellung ${orderId}) wurde nicht durchgeführt.`,
    completedSubject: (domain) => `${domain} ist jetzt bei uns`,
    completedText: (domain, until) => `der Transfer von ${domain} ist abgeschlossen. Die Domain läuft jetzt bis zum ${until}.`,
    awaySubject: (domain) => `${domain} wurde zu einem anderen Anbieter übertragen`,
    awayText: (domain) => `Ihre Domain ${domain} wurde zu einem anderen Anbieter übertragen und ist nicht mehr in Ihrem Konto.`,
    awayNotYou: 'Falls Sie das nicht veranlasst haben, antworten Sie bitte sofort auf diese E-Mail.',
  },
};

export function transferMessages(language: Language): TransferMessages {
  return MESSAGES[language];
}
