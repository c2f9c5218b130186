import type { Language } from '@common/i18n/languages';
import type { RefundDestination } from '../../db/schema/index';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from './mailer';
import { renderMail, type MailTemplate } from './mail-templates';
import { renderLifecycleMail, type LifecycleMail } from './lifecycle-mail-templates';

/** The shop's e-mails, each in the recipient's language, sent in the background. */
export function createMailService(deps: {
  mailer: Mailer;
  tasks: BackgroundTasks;
  linkBaseUrl: string;
  /** The shop's name in the subjects, text and signature (SHOP_NAME, decision 063). */
  shopName: string;
}) {
  const { mailer, tasks } = deps;

  function link(pagePath: string, token: string): string {
    return `${deps.linkBaseUrl}${pagePath}?token=${encodeURIComponent(token)}`;
  }

  /** The mail with its shop paths (`link`, a renewal link's `payLink`) as full addresses. */
  function absoluteLinks(mail: LifecycleMail): LifecycleMail {
    const absolute = { ...mail, link: `${deps.linkBaseUrl}${mail.link}` };
    if ('payLink' in absolute && absolute.payLink)
      absolute.payLink = { ...absolute.payLink, url: `${deps.linkBaseUrl}${absolute.payLink.url}` };
    return absolute;
  }

  /** Queues the mail; the answer does not wait for the mail server. */
  function send(to: string, language: Language, template: MailTemplate): void {
    tasks.run(`mail ${template.kind}`, () => mailer.send(to, renderMail(language, template, deps.shopName)));
  }

  return {
    verifyEmail: (to: string, language: Language, token: string) =>
      send(to, language, { kind: 'verify-email', link: link('/user/verify-email', token) }),
    verifyContact: (to: string, language: Language, token: string, deadline: Date) =>
      send(to, language, { kind: 'verify-contact', link: link('/user/verify-email', token), deadline }),
    /** Decision 048: the reminder of day 1, 5 or 13, with a fresh link. */
    verifyContactReminder: (to: string, language: Language, token: string, deadline: Date, domains: string[]) =>
      send(to, language, { kind: 'verify-contact-reminder', link: link('/user/verify-email', token), deadline, domains }),
    /** Decision 048: the names suspended because their registrant's address was not confirmed. */
    contactHold: (to: string, language: Language, email: string, domains: string[]) =>
      send(to, language, { kind: 'contact-hold', email, domains, link: `${deps.linkBaseUrl}/user/contacts` }),
    recoverPassword: (to: string, language: Language, token: string) =>
      send(to, language, { kind: 'recover-password', link: link('/user/recover', token) }),
    passwordChanged: (to: string, language: Language, at: Date) => send(to, language, { kind: 'password-changed', at }),
    emailChangeConfirm: (to: string, language: Language, token: string) =>
      send(to, language, { kind: 'email-change-confirm', link: link('/user/verify-email', token), newAddress: to }),
    emailChangeNotice: (to: string, language: Language, newAddress: string, at: Date) =>
      send(to, language, { kind: 'email-change-notice', newAddress, at }),
    twoFactorEnabled: (to: string, language: Language, at: Date) => send(to, language, { kind: 'two-factor-enabled', at }),
    twoFactorDisabled: (to: string, language: Language, at: Date) => send(to, language, { kind: 'two-factor-disabled', at }),
    /** `renewed`: the order renewed the names (decision 020) instead of registering them. */
    orderCompleted: (to: string, language: Language, orderId: number, domains: { name: string; expiresAt: Date }[], renewed = false) =>
      send(to, language, { kind: 'order-completed', orderId, domains, link: `${deps.linkBaseUrl}/user/domains`, renewed }),
    /** `refundedTo`: where the money went (decision 015); the button leads to the balance or to the orders. */
    registrationRefunded: (
      to: string,
      language: Language,
      orderId: number,
      domain: string,
      amount: string,
      renewal = false,
      refundedTo: RefundDestination = 'balance',
    ) =>
      send(to, language, {
        kind: 'registration-refunded',
        orderId,
        domain,
        amount,
        link: `${deps.linkBaseUrl}${refundedTo === 'balance' ? '/user/account/overview' : '/user/orders'}`,
        renewal,
        refundedTo,
      }),
    /** A whole payment given back: approved after it was cancelled, or a top-up the account could not take. */
    paymentRefunded: (
      to: string,
      language: Language,
      mail: {
        paymentId: number;
        amount: string;
        reason: 'approved-after-cancel' | 'over-account-limit' | 'deposits-blocked';
        refundedTo: RefundDestination;
        path: string;
      },
    ) =>
      send(to, language, {
        kind: 'payment-refunded',
        paymentId: mail.paymentId,
        amount: mail.amount,
        reason: mail.reason,
        refundedTo: mail.refundedTo,
        link: `${deps.linkBaseUrl}${mail.path}`,
      }),
    lowBalance: (to: string, language: Language, balance: string, threshold: string) =>
      send(to, language, { kind: 'low-balance', balance, threshold, link: `${deps.linkBaseUrl}/user/account/increase` }),
    /** A domain lifecycle mail (reminders, expiry, auto-renewal, redemption, restore); `link` is a path of the shop. */
    lifecycle: (to: string, language: Language, mail: LifecycleMail) =>
      tasks.run(`mail ${mail.kind}`, () => mailer.send(to, renderLifecycleMail(language, absoluteLinks(mail), deps.shopName))),
    /** Waits until every queued mail has been handed over (tests, shutdown). */
    idle: () => tasks.idle(),
  };
}

export type MailService = ReturnType<typeof createMailService>;
