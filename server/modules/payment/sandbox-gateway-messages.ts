import type { Language } from '@common/i18n/languages';
import type { PAYMENT_STATUSES } from '../../db/schema/index';

/** What the sandbox gateway's hosted page says, in English and German. */
export interface SandboxGatewayMessages {
  title: string;
  /** `shop`: the payee, `method`: the method's name. */
  intro: (shop: string, method: string) => string;
  amount: string;
  reference: string;
  approve: string;
  decline: string;
  /** What the page says of a payment no longer pending (nothing for a pending one, which shows the buttons). */
  done: Record<(typeof PAYMENT_STATUSES)[number], string>;
  back: string;
  unknown: string;
}

const MESSAGES: Record<Language, SandboxGatewayMessages> = {
  en: {
    title: 'Sandbox payment',
    /** The payee is the operator, the legal seller (decision 063), as on a card statement. */
    intro: (shop: string, method: string) =>
      `${shop} asks you to pay by ${method}. This is the sandbox gateway of the test environment: no real money moves.`,
    amount: 'Amount',
    reference: 'Payment',
    approve: 'Approve payment',
    decline: 'Decline',
    done: {
      paid: 'This payment has been approved.',
      declined: 'This payment has been declined.',
      cancelled: 'This payment has been cancelled.',
      refunded: 'This payment was approved after it had been cancelled and has been refunded in full.',
      pending: '',
    },
    back: 'Back to the shop',
    unknown: 'This payment does not exist or the link is no longer valid.',
  },
  de: {
    title: 'Sandbox-Zahlung',
    intro: (shop: string, method: string) =>
      `${shop} bittet Sie um eine Zahlung per ${method}. Dies ist das Sandbox-Gateway der Testumgebung: Es fließt kein echtes Geld.`,
    amount: 'Betrag',
    reference: 'Zahlung',
    approve: 'Zahlung freigeben',
    decline: 'Ablehnen',
    done: {
      paid: 'Diese Zahlung wurde freigegeben.',
      declined: 'Diese Zahlung wurde abgelehnt.',
      cancelled: 'Diese Zahlung wurde storniert.',
      refunded: 'Diese Zahlung wurde nach ihrer Stornierung freigegeben und vollständig erstattet.',
      pending: '',
    },
    back: 'Zurück zum Shop',
    unknown: 'Diese Zahlung gibt es nicht oder der Link ist nicht mehr gültig.',
  },
};

export function sandboxGatewayMessages(language: Language): SandboxGatewayMessages {
  return MESSAGES[language];
}
