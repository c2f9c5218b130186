import type { Language } from '@common/i18n/languages';

/**
 * What the lifecycle e-mails say (docs/decisions/021-domain-lifecycle.md, 026), in English and
 * German. Dates and amounts come written out in the language; `orders` is the list of cancelled
 * unpaid orders with their names.
 */
export interface LifecycleMailMessages {
  greeting: string;
  myDomains: string;
  renewNow: string;
  renewDomain: string;
  restoreDomain: string;
  /** "order" in "order 12 (a.com, b.net)". */
  order: string;
  payLinkText: (until: string) => string;
  payLinkLogin: (url: string) => string;
  reminderSubject: (domain: string, expires: string) => string;
  reminderText: (domain: string, shopName: string, daysLeft: number, expires: string) => string;
  reminderAutoRenews: (price: string) => string;
  reminderRenewNow: (price: string) => string;
  expiredSubject: (domain: string) => string;
  expiredText: (domain: string, expired: string, autoRenew: boolean) => string;
  expiredUntil: (deleteOn: string, price: string, autoRenew: boolean) => string;
  autoRenewedSubject: (domain: string) => string;
  autoRenewedText: (domain: string, expires: string, amount: string, orderId: number) => string;
  autoRenewedCancelled: (orders: string) => string;
  deletedSubject: (domain: string) => string;
  deletedText: (domain: string, restoreUntil: string) => string;
  deletedCancelled: (orders: string) => string;
  restoredSubject: (domain: string) => string;
  restoredText: (domain: string, expires: string) => string;
  restoreFailedSubject: (domain: string) => string;
  /** `refunded`: the sentence saying where the money went. */
  restoreFailedText: (domain: string, refundedOn: string, refunded: string) => string;
  linkSubject: (domain: string) => string;
  linkText: (shopName: string, domain: string, expires: string, linkUntil: string) => string;
  linkIgnore: string;
}

const MESSAGES: Record<Language, LifecycleMailMessages> = {
  en: {
    greeting: 'Hello,',
    myDomains: 'My domains',
    renewNow: 'Renew now',
    renewDomain: 'Renew the domain',
    restoreDomain: 'Restore the domain',
    order: 'order',
    payLinkText: (until) =>
      `With the button below, the renewal can be paid without logging in, by card, PayPal or bank transfer – you can also forward this e-mail to whoever pays for you. The link is valid until ${until} and only for this domain.`,
    payLinkLogin: (url) => `Or log in and renew under My domains, also from your prepaid balance: ${url}`,
    reminderSubject: (domain, expires) => `${domain} expires on ${expires}`,
    reminderText: (domain, shopName, daysLeft, expires) =>
      `your domain ${domain} at ${shopName} expires in ${daysLeft} days, on ${expires}.`,
    reminderAutoRenews: (price) =>
      `Auto-renew is on and your balance covers it: on the expiry date we renew the domain for one year for ${price} from your prepaid balance. You need not do anything.`,
    reminderRenewNow: (price) =>
      `Renewing it for one year costs ${price}. Renew it now, or turn on auto-renew and top up your balance; otherwise the domain is deleted after it expires.`,
    expiredSubject: (domain) => `${domain} has expired`,
    expiredText: (domain, expired, autoRenew) =>
      `your domain ${domain} expired on ${expired} and was not renewed${autoRenew ? ' because your balance does not cover it' : ' because auto-renew is off'}.`,
    expiredUntil: (deleteOn, price, autoRenew) =>
      `Until ${deleteOn} you can still renew it for ${price}${autoRenew ? ' – also by topping up your balance; we then renew it automatically' : ''}. After that we delete the domain, and it can only be brought back for the restore fee.`,
    autoRenewedSubject: (domain) => `${domain} was renewed automatically`,
    autoRenewedText: (domain, expires, amount, orderId) =>
      `your domain ${domain} was renewed automatically for one year and now runs until ${expires}. We have debited ${amount} from your prepaid balance (order ${orderId}); the invoice is in your account.`,
    autoRenewedCancelled: (orders) =>
      `The unpaid renewal (${orders}) has therefore been cancelled, with all the domains in it. Please do not transfer money for it; renew any other domain of it anew.`,
    deletedSubject: (domain) => `${domain} was deleted and can be restored`,
    deletedText: (domain, restoreUntil) =>
      `your domain ${domain} was not renewed and has been deleted; it is now in the redemption grace period and no longer resolves. Until ${restoreUntil} you can bring it back for the restore fee; after that it is released and anyone can register it.`,
    deletedCancelled: (orders) =>
      `The payment for the renewal (${orders}) did not arrive in time, and the order has been cancelled with all the domains in it. Please do not transfer money for it any more: a later transfer is sent back.`,
    restoredSubject: (domain) => `${domain} has been restored`,
    restoredText: (domain, expires) => `your domain ${domain} has been restored and runs until ${expires}.`,
    restoreFailedSubject: (domain) => `${domain} could not be restored`,
    restoreFailedText: (domain, refundedOn, refunded) =>
      `the restore of your domain ${domain} could not be completed and was refunded on ${refundedOn}. ${refunded} The credit note is in your account.`,
    linkSubject: (domain) => `Renew ${domain} without logging in`,
    linkText: (shopName, domain, expires, linkUntil) =>
      `a link was requested on the ${shopName} website with which the renewal of your domain ${domain} (expires on ${expires}) can be paid without logging in. The link is valid until ${linkUntil} and only for this domain; the order and the invoice appear in your account.`,
    linkIgnore:
      'If you did not ask for it, you can ignore this e-mail: nothing happens unless someone pays through the link. Pass the link on only to someone who is to pay the renewal for you.',
  },
  de: {
    greeting: 'Hallo,',
    myDomains: 'Meine Domains',
    renewNow: 'Jetzt verlängern',
    renewDomain: 'Domain verlängern',
    restoreDomain: 'Domain wiederherstellen',
    order: 'Bestellung',
    payLinkText: (until) =>
      `Mit der Schaltfläche unten bezahlen Sie die Verlängerung ohne Anmeldung per Karte, PayPal oder Überweisung – Sie können diese E-Mail auch an die Person weiterleiten, die für Sie bezahlt. Der Link gilt bis zum ${until} und nur für diese Domain.`,
    payLinkLogin: (url) => `Oder melden Sie sich an und verlängern Sie unter „Meine Domains“, auch aus Ihrem Guthaben: ${url}`,
    reminderSubject: (domain, expires) => `${domain} läuft am ${expires} ab`,
    reminderText: (domain, shopName, daysLeft, expires) =>
      `Ihre Domain ${domain} bei ${shopName} läuft in ${daysLeft} Tagen ab, am ${expires}.`,
    reminderAutoRenews: (price) =>
      `Die automatische Verlängerung ist eingeschaltet und Ihr Guthaben reicht: Wir verlängern die Domain am Ablauftag um ein Jahr für ${price} aus Ihrem Guthaben. Sie müssen nichts tun.`,
    reminderRenewNow: (price) =>
      `Die Verlängerung um ein Jahr kostet ${price}. Verlängern Sie die Domain jetzt, oder schalten Sie die automatische Verlängerung ein und laden Sie Ihr Guthaben auf; sonst wird die Domain nach Ablauf gelöscht.`,
    expiredSubject: (domain) => `${domain} ist abgelaufen`,
    expiredText: (domain, expired, autoRenew) =>
      `Ihre Domain ${domain} ist am ${expired} abgelaufen und wurde nicht verlängert${autoRenew ? ', weil Ihr Guthaben nicht reicht' : ', weil die automatische Verlängerung ausgeschaltet ist'}.`,
    expiredUntil: (deleteOn, price, autoRenew) =>
      `Bis zum ${deleteOn} können Sie sie noch für ${price} verlängern${autoRenew ? ' – auch indem Sie Ihr Guthaben aufladen; wir verlängern dann automatisch' : ''}. Danach löschen wir die Domain; sie kann dann nur noch gegen die Wiederherstellungsgebühr zurückgeholt werden.`,
    autoRenewedSubject: (domain) => `${domain} wurde automatisch verlängert`,
    autoRenewedText: (domain, expires, amount, orderId) =>
      `Ihre Domain ${domain} wurde automatisch um ein Jahr verlängert und läuft jetzt bis zum ${expires}. Wir haben ${amount} von Ihrem Guthaben abgebucht (Bestellung ${orderId}); die Rechnung finden Sie in Ihrem Konto.`,
    autoRenewedCancelled: (orders) =>
      `Die noch unbezahlte Verlängerung (${orders}) haben wir deshalb storniert, mit allen Domains darin. Bitte überweisen Sie dafür nichts mehr; andere Domains daraus verlängern Sie bitte neu.`,
    deletedSubject: (domain) => `${domain} wurde gelöscht und kann wiederhergestellt werden`,
    deletedText: (domain, restoreUntil) =>
      `Ihre Domain ${domain} wurde nicht verlängert und ist gelöscht; sie ist jetzt in der Redemption Grace Period und nicht mehr erreichbar. Bis zum ${restoreUntil} können Sie sie gegen die Wiederherstellungsgebühr zurückholen; danach wird sie frei und kann von jedem registriert werden.`,
    deletedCancelled: (orders) =>
      `Die Zahlung der Verlängerung (${orders}) ist nicht rechtzeitig eingegangen; die Bestellung ist mit allen Domains darin storniert. Bitte überweisen Sie dafür nichts mehr: Eine spätere Überweisung senden wir zurück.`,
    restoredSubject: (domain) => `${domain} ist wiederhergestellt`,
    restoredText: (domain, expires) => `Ihre Domain ${domain} ist wiederhergestellt und läuft bis zum ${expires}.`,
    restoreFailedSubject: (domain) => `${domain} konnte nicht wiederhergestellt werden`,
    restoreFailedText: (domain, refundedOn, refunded) =>
      `die Wiederherstellung Ihrer Domain ${domain} konnte nicht abgeschlossen werden und wurde am ${refundedOn} erstattet. ${refunded} Die Gutschrift finden Sie in Ihrem Konto.`,
    linkSubject: (domain) => `${domain} ohne Anmeldung verlängern`,
    linkText: (shopName, domain, expires, linkUntil) =>
      `auf der Website von ${shopName} wurde ein Link angefordert, mit dem die Verlängerung Ihrer Domain ${domain} (läuft ab am ${expires}) ohne Anmeldung bezahlt werden kann. Der Link gilt bis zum ${linkUntil} und nur für diese Domain; die Bestellung und die Rechnung erscheinen in Ihrem Konto.`,
    linkIgnore:
      'Wenn Sie den Link nicht angefordert haben, können Sie diese E-Mail ignorieren: Ohne Zahlung über den Link geschieht nichts. Geben Sie den Link nur an jemanden weiter, der die Verlängerung für Sie bezahlen soll.',
  },
};

export function lifecycleMailMessages(language: Language): LifecycleMailMessages {
  return MESSAGES[language];
}
