import type { Language } from '@common/i18n/languages';
import { formatDay, formatMoment, renderMailParts, type MailContent, type MailParts } from './mail-templates';
import type { RefundDestination } from '../../db/schema/index';
import { refundSentence } from './refund-wording';

/**
 * The e-mails of a domain's lifecycle (docs/decisions/021-domain-lifecycle.md): the ERRP
 * reminders before expiry, the notice after it, the auto-renewal from the balance, the delete
 * into redemption and the restore; and the renewal link a visitor's simple renew asks for.
 */
export type LifecycleMail =
  | {
      kind: 'renewal-reminder';
      domain: string;
      expiresAt: Date;
      daysLeft: number;
      /** Auto-renew is on and the balance covers the renewal now: the name will renew by itself. */
      willAutoRenew: boolean;
      price: string;
      link: string;
      /** A renewal link (decision 026), when the name will not renew by itself. */
      payLink?: PayLink;
    }
  | {
      kind: 'expired-grace';
      domain: string;
      expiredAt: Date;
      deleteOn: Date;
      autoRenew: boolean;
      price: string;
      link: string;
      payLink?: PayLink;
    }
  /** `cancelledOrders`: unpaid renew orders of the name (waiting for a bank transfer) that this renewal replaced. */
  | {
      kind: 'auto-renewed';
      domain: string;
      expiresAt: Date;
      amount: string;
      orderId: number;
      cancelledOrders?: CancelledOrderMention[];
      link: string;
    }
  /** `cancelledOrders`: unpaid renew orders of the name (waiting for a bank transfer) cancelled with the delete. */
  | { kind: 'deleted-redemption'; domain: string; restoreUntil: Date; cancelledOrders?: CancelledOrderMention[]; link: string }
  | { kind: 'restored'; domain: string; expiresAt: Date; link: string }
  | { kind: 'restore-failed'; domain: string; amount: string; refundedAt: Date; link: string; refundedTo?: RefundDestination }
  /** A renewal link (decision 026): someone asked to renew the name without logging in. */
  | { kind: 'renewal-link'; domain: string; expiresAt: Date; linkExpiresAt: Date; link: string };

/** An unpaid order a lifecycle step cancelled, with all its names (Unicode). */
export interface CancelledOrderMention {
  orderId: number;
  domains: string[];
}

/** "order 12 (a.com, b.net)" / "Bestellung 12 (a.com, b.net)", joined. */
function ordersText(orders: CancelledOrderMention[], language: Language): string {
  const word = language === 'de' ? 'Bestellung' : 'order';
  return orders.map((order) => `${word} ${order.orderId} (${order.domains.join(', ')})`).join(', ');
}

/** A link with which the renewal is paid without logging in, valid until the name would be deleted. */
export interface PayLink {
  /** A path of the shop when handed to the mail service, which makes it a full address. */
  url: string;
  validUntil: Date;
}

/**
 * With a renewal link, the mail's button pays the renewal without a login (the holder, or whoever
 * the mail is forwarded to); My domains, where the balance pays too, follows as a line.
 */
function withPayLink(mail: MailParts, payLink: PayLink | undefined, language: Language): MailParts {
  if (!payLink || !mail.action) return mail;
  const de = language === 'de';
  const until = formatMoment(language, payLink.validUntil);
  return {
    ...mail,
    paragraphs: [
      ...mail.paragraphs,
      de
        ? `Mit der Schaltfläche unten bezahlen Sie die Verlängerung ohne Anmeldung per Karte, PayPal oder Überweisung – Sie können diese E-Mail auch an die Person weiterleiten, die für Sie bezahlt. Der Link gilt bis zum ${until} und nur für diese Domain.`
        : `With the button below, the renewal can be paid without logging in, by card, PayPal or bank transfer – you can also forward this e-mail to whoever pays for you. The link is valid until ${until} and only for this domain.`,
    ],
    action: { label: de ? 'Jetzt verlängern' : 'Renew now', url: payLink.url },
    after: [
      de
        ? `Oder melden Sie sich an und verlängern Sie unter „Meine Domains“, auch aus Ihrem Guthaben: ${mail.action.url}`
        : `Or log in and renew under My domains, also from your prepaid balance: ${mail.action.url}`,
      ...(mail.after ?? []),
    ],
  };
}

function parts(language: Language, mail: LifecycleMail, shopName: string): MailParts {
  if (mail.kind === 'renewal-reminder' || mail.kind === 'expired-grace')
    return withPayLink(plainParts(language, mail, shopName), mail.payLink, language);
  return plainParts(language, mail, shopName);
}

function plainParts(language: Language, mail: LifecycleMail, shopName: string): MailParts {
  const de = language === 'de';
  const greeting = de ? 'Hallo,' : 'Hello,';
  const day = (date: Date) => formatDay(language, date);
  switch (mail.kind) {
    case 'renewal-reminder':
      return de
        ? {
            subject: `${mail.domain} läuft am ${day(mail.expiresAt)} ab`,
            greeting,
            paragraphs: [
              `Ihre Domain ${mail.domain} bei ${shopName} läuft in ${mail.daysLeft} Tagen ab, am ${day(mail.expiresAt)}.`,
              mail.willAutoRenew
                ? `Die automatische Verlängerung ist eingeschaltet und Ihr Guthaben reicht: Wir verlängern die Domain am Ablauftag um ein Jahr für ${mail.price} aus Ihrem Guthaben. Sie müssen nichts tun.`
                : `Die Verlängerung um ein Jahr kostet ${mail.price}. Verlängern Sie die Domain jetzt, oder schalten Sie die automatische Verlängerung ein und laden Sie Ihr Guthaben auf; sonst wird die Domain nach Ablauf gelöscht.`,
            ],
            action: { label: 'Meine Domains', url: mail.link },
          }
        : {
            subject: `${mail.domain} expires on ${day(mail.expiresAt)}`,
            greeting,
            paragraphs: [
              `your domain ${mail.domain} at ${shopName} expires in ${mail.daysLeft} days, on ${day(mail.expiresAt)}.`,
              mail.willAutoRenew
                ? `Auto-renew is on and your balance covers it: on the expiry date we renew the domain for one year for ${mail.price} from your prepaid balance. You need not do anything.`
                : `Renewing it for one year costs ${mail.price}. Renew it now, or turn on auto-renew and top up your balance; otherwise the domain is deleted after it expires.`,
            ],
            action: { label: 'My domains', url: mail.link },
          };
    case 'expired-grace':
      return de
        ? {
            subject: `${mail.domain} ist abgelaufen`,
            greeting,
            paragraphs: [
              `Ihre Domain ${mail.domain} ist am ${day(mail.expiredAt)} abgelaufen und wurde nicht verlängert${mail.autoRenew ? ', weil Ihr Guthaben nicht reicht' : ', weil die automatische Verlängerung ausgeschaltet ist'}.`,
              `Bis zum ${day(mail.deleteOn)} können Sie sie noch für ${mail.price} verlängern${mail.autoRenew ? ' – auch indem Sie Ihr Guthaben aufladen; wir verlängern dann automatisch' : ''}. Danach löschen wir die Domain; sie kann dann nur noch gegen die Wiederherstellungsgebühr zurückgeholt werden.`,
            ],
            action: { label: 'Meine Domains', url: mail.link },
          }
        : {
            subject: `${mail.domain} has expired`,
            greeting,
            paragraphs: [
              `your domain ${mail.domain} expired on ${day(mail.expiredAt)} and was not renewed${mail.autoRenew ? ' because your balance does not cover it' : ' because auto-renew is off'}.`,
              `Until ${day(mail.deleteOn)} you can still renew it for ${mail.price}${mail.autoRenew ? ' – also by topping up your balance; we then renew it automatically' : ''}. After that we delete the domain, and it can only be brought back for the restore fee.`,
            ],
            action: { label: 'My domains', url: mail.link },
          };
    case 'auto-renewed':
      return de
        ? {
            subject: `${mail.domain} wurde automatisch verlängert`,
            greeting,
            paragraphs: [
              `Ihre Domain ${mail.domain} wurde automatisch um ein Jahr verlängert und läuft jetzt bis zum ${day(mail.expiresAt)}. Wir haben ${mail.amount} von Ihrem Guthaben abgebucht (Bestellung ${mail.orderId}); die Rechnung finden Sie in Ihrem Konto.`,
              ...(mail.cancelledOrders?.length
                ? [
                    `Die noch unbezahlte Verlängerung (${ordersText(mail.cancelledOrders, language)}) haben wir deshalb storniert, mit allen Domains darin. Bitte überweisen Sie dafür nichts mehr; andere Domains daraus verlängern Sie bitte neu.`,
                  ]
                : []),
            ],
            action: { label: 'Meine Domains', url: mail.link },
          }
        : {
            subject: `${mail.domain} was renewed automatically`,
            greeting,
            paragraphs: [
              `your domain ${mail.domain} was renewed automatically for one year and now runs until ${day(mail.expiresAt)}. We have debited ${mail.amount} from your prepaid balance (order ${mail.orderId}); the invoice is in your account.`,
              ...(mail.cancelledOrders?.length
                ? [
                    `The unpaid renewal (${ordersText(mail.cancelledOrders, language)}) has therefore been cancelled, with all the domains in it. Please do not transfer money for it; renew any other domain of it anew.`,
                  ]
                : []),
            ],
            action: { label: 'My domains', url: mail.link },
          };
    case 'deleted-redemption':
      return de
        ? {
            subject: `${mail.domain} wurde gelöscht und kann wiederhergestellt werden`,
            greeting,
            paragraphs: [
              `Ihre Domain ${mail.domain} wurde nicht verlängert und ist gelöscht; sie ist jetzt in der Redemption Grace Period und nicht mehr erreichbar. Bis zum ${day(mail.restoreUntil)} können Sie sie gegen die Wiederherstellungsgebühr zurückholen; danach wird sie frei und kann von jedem registriert werden.`,
              ...(mail.cancelledOrders?.length
                ? [
                    `Die Zahlung der Verlängerung (${ordersText(mail.cancelledOrders, language)}) ist nicht rechtzeitig eingegangen; die Bestellung ist mit allen Domains darin storniert. Bitte überweisen Sie dafür nichts mehr: Eine spätere Überweisung senden wir zurück.`,
                  ]
                : []),
            ],
            action: { label: 'Domain wiederherstellen', url: mail.link },
          }
        : {
            subject: `${mail.domain} was deleted and can be restored`,
            greeting,
            paragraphs: [
              `your domain ${mail.domain} was not renewed and has been deleted; it is now in the redemption grace period and no longer resolves. Until ${day(mail.restoreUntil)} you can bring it back for the restore fee; after that it is released and anyone can register it.`,
              ...(mail.cancelledOrders?.length
                ? [
                    `The payment for the renewal (${ordersText(mail.cancelledOrders, language)}) did not arrive in time, and the order has been cancelled with all the domains in it. Please do not transfer money for it any more: a later transfer is sent back.`,
                  ]
                : []),
            ],
            action: { label: 'Restore the domain', url: mail.link },
          };
    case 'restored':
      return de
        ? {
            subject: `${mail.domain} ist wiederhergestellt`,
            greeting,
            paragraphs: [`Ihre Domain ${mail.domain} ist wiederhergestellt und läuft bis zum ${day(mail.expiresAt)}.`],
            action: { label: 'Meine Domains', url: mail.link },
          }
        : {
            subject: `${mail.domain} has been restored`,
            greeting,
            paragraphs: [`your domain ${mail.domain} has been restored and runs until ${day(mail.expiresAt)}.`],
            action: { label: 'My domains', url: mail.link },
          };
    case 'restore-failed':
      return de
        ? {
            subject: `${mail.domain} konnte nicht wiederhergestellt werden`,
            greeting,
            paragraphs: [
              `die Wiederherstellung Ihrer Domain ${mail.domain} konnte nicht abgeschlossen werden und wurde am ${day(mail.refundedAt)} erstattet. ${refundSentence(language, mail.refundedTo ?? 'balance', mail.amount)} Die Gutschrift finden Sie in Ihrem Konto.`,
            ],
            action: { label: 'Meine Domains', url: mail.link },
          }
        : {
            subject: `${mail.domain} could not be restored`,
            greeting,
            paragraphs: [
              `the restore of your domain ${mail.domain} could not be completed and was refunded on ${day(mail.refundedAt)}. ${refundSentence(language, mail.refundedTo ?? 'balance', mail.amount)} The credit note is in your account.`,
            ],
            action: { label: 'My domains', url: mail.link },
          };
    case 'renewal-link':
      return de
        ? {
            subject: `${mail.domain} ohne Anmeldung verlängern`,
            greeting,
            paragraphs: [
              `auf der Website von ${shopName} wurde ein Link angefordert, mit dem die Verlängerung Ihrer Domain ${mail.domain} (läuft ab am ${day(mail.expiresAt)}) ohne Anmeldung bezahlt werden kann. Der Link gilt bis zum ${formatMoment(language, mail.linkExpiresAt)} und nur für diese Domain; die Bestellung und die Rechnung erscheinen in Ihrem Konto.`,
              'Wenn Sie den Link nicht angefordert haben, können Sie diese E-Mail ignorieren: Ohne Zahlung über den Link geschieht nichts. Geben Sie den Link nur an jemanden weiter, der die Verlängerung für Sie bezahlen soll.',
            ],
            action: { label: 'Domain verlängern', url: mail.link },
          }
        : {
            subject: `Renew ${mail.domain} without logging in`,
            greeting,
            paragraphs: [
              `a link was requested on the ${shopName} website with which the renewal of your domain ${mail.domain} (expires on ${day(mail.expiresAt)}) can be paid without logging in. The link is valid until ${formatMoment(language, mail.linkExpiresAt)} and only for this domain; the order and the invoice appear in your account.`,
              'If you did not ask for it, you can ignore this e-mail: nothing happens unless someone pays through the link. Pass the link on only to someone who is to pay the renewal for you.',
            ],
            action: { label: 'Renew the domain', url: mail.link },
          };
  }
}

export function renderLifecycleMail(language: Language, mail: LifecycleMail, shopName: string): MailContent {
  return renderMailParts(language, parts(language, mail, shopName), shopName);
}
