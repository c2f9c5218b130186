import type { Language } from '@common/i18n/languages';
import { formatDay, formatMoment, renderMailParts, type MailContent, type MailParts } from './mail-templates';
import type { RefundDestination } from '../../db/schema/index';
import { lifecycleMailMessages } from './lifecycle-mail-messages';
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
  const word = lifecycleMailMessages(language).order;
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
  const t = lifecycleMailMessages(language);
  return {
    ...mail,
    paragraphs: [...mail.paragraphs, t.payLinkText(formatMoment(language, payLink.validUntil))],
    action: { label: t.renewNow, url: payLink.url },
    after: [t.payLinkLogin(mail.action.url), ...(mail.after ?? [])],
  };
}

function parts(language: Language, mail: LifecycleMail, shopName: string): MailParts {
  if (mail.kind === 'renewal-reminder' || mail.kind === 'expired-grace')
    return withPayLink(plainParts(language, mail, shopName), mail.payLink, language);
  return plainParts(language, mail, shopName);
}

function plainParts(language: Language, mail: LifecycleMail, shopName: string): MailParts {
  const t = lifecycleMailMessages(language);
  const greeting = t.greeting;
  const day = (date: Date) => formatDay(language, date);
  const myDomains = { label: t.myDomains, url: mail.link };
  switch (mail.kind) {
    case 'renewal-reminder':
      return {
        subject: t.reminderSubject(mail.domain, day(mail.expiresAt)),
        greeting,
        paragraphs: [
          t.reminderText(mail.domain, shopName, mail.daysLeft, day(mail.expiresAt)),
          mail.willAutoRenew ? t.reminderAutoRenews(mail.price) : t.reminderRenewNow(mail.price),
        ],
        action: myDomains,
      };
    case 'expired-grace':
      return {
        subject: t.expiredSubject(mail.domain),
        greeting,
        paragraphs: [
          t.expiredText(mail.domain, day(mail.expiredAt), mail.autoRenew),
          t.expiredUntil(day(mail.deleteOn), mail.price, mail.autoRenew),
        ],
        action: myDomains,
      };
    case 'auto-renewed':
      return {
        subject: t.autoRenewedSubject(mail.domain),
        greeting,
        paragraphs: [
          t.autoRenewedText(mail.domain, day(mail.expiresAt), mail.amount, mail.orderId),
          ...(mail.cancelledOrders?.length ? [t.autoRenewedCancelled(ordersText(mail.cancelledOrders, language))] : []),
        ],
        action: myDomains,
      };
    case 'deleted-redemption':
      return {
        subject: t.deletedSubject(mail.domain),
        greeting,
        paragraphs: [
          t.deletedText(mail.domain, day(mail.restoreUntil)),
          ...(mail.cancelledOrders?.length ? [t.deletedCancelled(ordersText(mail.cancelledOrders, language))] : []),
        ],
        action: { label: t.restoreDomain, url: mail.link },
      };
    case 'restored':
      return {
        subject: t.restoredSubject(mail.domain),
        greeting,
        paragraphs: [t.restoredText(mail.domain, day(mail.expiresAt))],
        action: myDomains,
      };
    case 'restore-failed':
      return {
        subject: t.restoreFailedSubject(mail.domain),
        greeting,
        paragraphs: [
          t.restoreFailedText(mail.domain, day(mail.refundedAt), refundSentence(language, mail.refundedTo ?? 'balance', mail.amount)),
        ],
        action: myDomains,
      };
    case 'renewal-link':
      return {
        subject: t.linkSubject(mail.domain),
        greeting,
        paragraphs: [t.linkText(shopName, mail.domain, day(mail.expiresAt), formatMoment(language, mail.linkExpiresAt)), t.linkIgnore],
        action: { label: t.renewDomain, url: mail.link },
      };
  }
}

export function renderLifecycleMail(language: Language, mail: LifecycleMail, shopName: string): MailContent {
  return renderMailParts(language, parts(language, mail, shopName), shopName);
}
