import type { Language } from '@common/i18n/languages';

type PaymentRefundReason = 'approved-after-cancel' | 'over-account-limit' | 'deposits-blocked';

/**
 * What the account, order and payment e-mails of mail-templates.ts say, in English and German.
 * Dates come written out in the language; `count` is the number of names a sentence speaks of.
 */
export interface MailTemplateMessages {
  greeting: string;
  signature: (shopName: string) => string;
  /** A moment to the minute in UTC: `day` written out, `time` as HH:MM. */
  moment: (day: string, time: string) => string;
  notYou: string;
  verifyEmail: { subject: (shopName: string) => string; text: (shopName: string) => string; action: string; after: string };
  verifyContact: { subject: string; text: (shopName: string, deadline: string) => string; action: string; after: string };
  verifyContactReminder: {
    subject: (deadline: string) => string;
    text: (names: string, count: number, shopName: string, deadline: string) => string;
    action: string;
    after: string;
  };
  contactHold: {
    subject: (count: number) => string;
    text: (email: string, names: string, count: number) => string;
    lift: string;
    action: string;
  };
  recoverPassword: { subject: (shopName: string) => string; text: string; action: string; after: string };
  passwordChanged: { subject: (shopName: string) => string; text: (at: string) => string };
  emailChangeConfirm: { subject: string; text: (shopName: string, newAddress: string) => string; action: string; after: string };
  emailChangeNotice: { subject: (shopName: string) => string; text: (at: string, newAddress: string) => string };
  twoFactorEnabled: { subject: string; text: (at: string, shopName: string) => string };
  twoFactorDisabled: { subject: string; text: (at: string, shopName: string) => string };
  orderCompleted: {
    subject: (orderId: number) => string;
    expiresOn: string;
    text: (orderId: number, shopName: string, renewed: boolean, list: string) => string;
    action: string;
  };
  registrationRefunded: {
    viewBalance: string;
    viewOrders: string;
    renewalSubject: (domain: string) => string;
    /** `refunded`: the sentence saying where the money went. */
    renewalText: (domain: string, orderId: number, refunded: string) => string;
    subject: (domain: string) => string;
    text: (domain: string, orderId: number, refunded: string) => string;
  };
  paymentRefunded: {
    subject: (paymentId: number) => string;
    why: Record<PaymentRefundReason, (paymentId: number) => string>;
    action: string;
  };
  lowBalance: { subject: (shopName: string) => string; text: (balance: string, threshold: string) => string; action: string };
}

const MESSAGES: Record<Language, MailTemplateMessages> = {
  en: {
    greeting: 'Hello,',
    signature: (shopName) => `Your ${shopName} team`,
    moment: (day, time) => `${day}, ${time} UTC`,
    notYou: 'If this was not you, reset your password at once and check the security events in your profile.',
    verifyEmail: {
      subject: (shopName) => `Please confirm your e-mail address at ${shopName}`,
      text: (shopName) =>
        `thank you for registering at ${shopName}. Please confirm your e-mail address with this link; it is valid for 48 hours and can be used once.`,
      action: 'Confirm e-mail address',
      after: 'If you did not register, you can ignore this e-mail.',
    },
    verifyContact: {
      subject: 'Please confirm your e-mail address as a domain contact',
      text: (shopName, deadline) =>
        `this address is entered as a contact of a domain at ${shopName}. ICANN requires it to be confirmed by ${deadline}; otherwise the domain may be suspended.`,
      action: 'Confirm address',
      after: 'If you have nothing to do with this domain, you can ignore this e-mail.',
    },
    verifyContactReminder: {
      subject: (deadline) => `Reminder: please confirm your e-mail address by ${deadline}`,
      text: (names, count, shopName, deadline) =>
        `this address is entered as the registrant (holder) of ${names} at ${shopName} and is not confirmed yet. ICANN requires it to be confirmed by ${deadline}; after that ${count === 1 ? 'the domain is' : 'the domains are'} suspended and stop resolving until the address is confirmed.`,
      action: 'Confirm address',
      after: 'If you have nothing to do with these domains, you can ignore this e-mail.',
    },
    contactHold: {
      subject: (count) => `${count === 1 ? 'Your domain is' : 'Your domains are'} suspended: e-mail address not confirmed`,
      text: (email, names, count) =>
        `the registrant's e-mail address ${email} was not confirmed within 15 days, as ICANN requires. So ${names} ${count === 1 ? 'is' : 'are'} now suspended (clientHold) and do${count === 1 ? 'es' : ''} not resolve in the DNS.`,
      lift: 'As soon as the address is confirmed, we lift the suspension at once. On the contacts page you can have the confirmation link sent again or change the address.',
      action: 'Go to contacts',
    },
    recoverPassword: {
      subject: (shopName) => `Reset your password at ${shopName}`,
      text: 'someone asked to reset the password of the account with this address. Choose a new password with this link; it is valid for one hour and can be used once. Afterwards every session of the account ends.',
      action: 'Choose a new password',
      after: 'If you did not ask for this, ignore this e-mail; your password stays as it is.',
    },
    passwordChanged: {
      subject: (shopName) => `Your password at ${shopName} was changed`,
      text: (at) => `the password of your account was changed on ${at}.`,
    },
    emailChangeConfirm: {
      subject: 'Please confirm your new e-mail address',
      text: (shopName, newAddress) =>
        `you want to change the login address of your account at ${shopName} to ${newAddress}. The change takes effect only when you confirm it with this link; it is valid for 48 hours.`,
      action: 'Confirm new address',
      after: 'If you did not ask for this, you can ignore this e-mail.',
    },
    emailChangeNotice: {
      subject: (shopName) => `Change of your login address at ${shopName}`,
      text: (at, newAddress) =>
        `on ${at} a change of your account's login address to ${newAddress} was requested. It changes once the new address is confirmed.`,
    },
    twoFactorEnabled: {
      subject: 'Two-factor login turned on',
      text: (at, shopName) =>
        `on ${at} two-factor login was turned on for your account at ${shopName}. Keep your recovery codes in a safe place.`,
    },
    twoFactorDisabled: {
      subject: 'Two-factor login turned off',
      text: (at, shopName) =>
        `on ${at} two-factor login was turned off for your account at ${shopName}. Your account is now protected by its password only.`,
    },
    orderCompleted: {
      subject: (orderId) => `Your order ${orderId} is complete`,
      expiresOn: 'expires on',
      text: (orderId, shopName, renewed, list) =>
        `your order ${orderId} at ${shopName} is complete. ${renewed ? 'Renewed' : 'Registered'}: ${list}.`,
      action: 'My domains',
    },
    registrationRefunded: {
      viewBalance: 'View prepaid account',
      viewOrders: 'View orders',
      renewalSubject: (domain) => `${domain} could not be renewed`,
      renewalText: (domain, orderId, refunded) =>
        `the renewal of the domain ${domain} of your order ${orderId} was refused by the registry. ${refunded}`,
      subject: (domain) => `${domain} could not be registered`,
      text: (domain, orderId, refunded) =>
        `the domain ${domain} of your order ${orderId} could not be registered because it has been taken meanwhile. ${refunded}`,
    },
    paymentRefunded: {
      subject: (paymentId) => `Payment ${paymentId} refunded`,
      why: {
        'approved-after-cancel': (paymentId) =>
          `you approved payment ${paymentId} after it had been replaced or had expired (for example by a new checkout of the same cart), so it is not carried out.`,
        'over-account-limit': (paymentId) =>
          `top-up ${paymentId} would have taken your balance above your account's limit (other top-ups arrived first), so it was not booked.`,
        'deposits-blocked': (paymentId) => `deposits to your prepaid account are blocked, so top-up ${paymentId} was not booked.`,
      },
      action: 'View payment',
    },
    lowBalance: {
      subject: (shopName) => `Your balance at ${shopName} is low`,
      text: (balance, threshold) => `your prepaid balance is ${balance}, below the limit of ${threshold} you chose for this notice.`,
      action: 'Top up',
    },
  },
  de: {
    greeting: 'Hallo,',
    signature: (shopName) => `Ihr Team von ${shopName}`,
    moment: (day, time) => `${day}, ${time} Uhr (UTC)`,
    notYou:
      'Falls Sie das nicht waren, setzen Sie bitte sofort Ihr Passwort zurück und prüfen Sie die Sicherheitsereignisse in Ihrem Profil.',
    verifyEmail: {
      subject: (shopName) => `Bitte bestätigen Sie Ihre E-Mail-Adresse bei ${shopName}`,
      text: (shopName) =>
        `vielen Dank für Ihre Registrierung bei ${shopName}. Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link; er ist 48 Stunden gültig und kann einmal verwendet werden.`,
      action: 'E-Mail-Adresse bestätigen',
      after: 'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    },
    verifyContact: {
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse als Domain-Kontakt',
      text: (shopName, deadline) =>
        `diese Adresse ist als Kontakt einer Domain bei ${shopName} eingetragen. Die ICANN verlangt, dass sie bis zum ${deadline} bestätigt wird; sonst kann die Domain gesperrt werden.`,
      action: 'Adresse bestätigen',
      after: 'Falls Sie nichts mit dieser Domain zu tun haben, können Sie diese E-Mail ignorieren.',
    },
    verifyContactReminder: {
      subject: (deadline) => `Erinnerung: Bitte bestätigen Sie Ihre E-Mail-Adresse bis zum ${deadline}`,
      text: (names, count, shopName, deadline) =>
        `diese Adresse ist als Inhaber (Registrant) ${count === 1 ? 'der Domain' : 'der Domains'} ${names} bei ${shopName} eingetragen und noch nicht bestätigt. Die ICANN verlangt die Bestätigung bis zum ${deadline}; danach ${count === 1 ? 'wird die Domain' : 'werden die Domains'} gesperrt und ${count === 1 ? 'ist' : 'sind'} nicht mehr erreichbar, bis die Adresse bestätigt ist.`,
      action: 'Adresse bestätigen',
      after: 'Falls Sie nichts mit diesen Domains zu tun haben, können Sie diese E-Mail ignorieren.',
    },
    contactHold: {
      subject: (count) => `${count === 1 ? 'Ihre Domain ist' : 'Ihre Domains sind'} gesperrt: E-Mail-Adresse nicht bestätigt`,
      text: (email, names, count) =>
        `die E-Mail-Adresse ${email} des Inhabers wurde nicht innerhalb von 15 Tagen bestätigt, wie es die ICANN verlangt. Deshalb ${count === 1 ? 'ist' : 'sind'} ${names} jetzt gesperrt (clientHold) und im DNS nicht erreichbar.`,
      lift: 'Sobald die Adresse bestätigt ist, heben wir die Sperre sofort auf. Auf der Kontakte-Seite können Sie den Bestätigungslink erneut anfordern oder die Adresse ändern.',
      action: 'Zu den Kontakten',
    },
    recoverPassword: {
      subject: (shopName) => `Ihr Passwort bei ${shopName} zurücksetzen`,
      text: 'jemand hat verlangt, das Passwort des Kontos mit dieser Adresse zurückzusetzen. Mit diesem Link wählen Sie ein neues Passwort; er ist eine Stunde gültig und kann einmal verwendet werden. Danach werden alle Sitzungen des Kontos beendet.',
      action: 'Neues Passwort wählen',
      after: 'Falls Sie das nicht verlangt haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    },
    passwordChanged: {
      subject: (shopName) => `Ihr Passwort bei ${shopName} wurde geändert`,
      text: (at) => `das Passwort Ihres Kontos wurde am ${at} geändert.`,
    },
    emailChangeConfirm: {
      subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
      text: (shopName, newAddress) =>
        `Sie möchten die Login-Adresse Ihres Kontos bei ${shopName} in ${newAddress} ändern. Die Änderung gilt erst, wenn Sie sie mit diesem Link bestätigen; er ist 48 Stunden gültig.`,
      action: 'Neue Adresse bestätigen',
      after: 'Falls Sie das nicht veranlasst haben, können Sie diese E-Mail ignorieren.',
    },
    emailChangeNotice: {
      subject: (shopName) => `Änderung Ihrer Login-Adresse bei ${shopName}`,
      text: (at, newAddress) =>
        `am ${at} wurde verlangt, die Login-Adresse Ihres Kontos in ${newAddress} zu ändern. Sie ändert sich, sobald die neue Adresse bestätigt ist.`,
    },
    twoFactorEnabled: {
      subject: 'Zwei-Faktor-Anmeldung eingeschaltet',
      text: (at, shopName) =>
        `am ${at} wurde die Zwei-Faktor-Anmeldung für Ihr Konto bei ${shopName} eingeschaltet. Bewahren Sie Ihre Wiederherstellungscodes sicher auf.`,
    },
    twoFactorDisabled: {
      subject: 'Zwei-Faktor-Anmeldung ausgeschaltet',
      text: (at, shopName) =>
        `am ${at} wurde die Zwei-Faktor-Anmeldung für Ihr Konto bei ${shopName} ausgeschaltet. Ihr Konto ist jetzt nur noch durch das Passwort geschützt.`,
    },
    orderCompleted: {
      subject: (orderId) => `Ihre Bestellung ${orderId} ist ausgeführt`,
      expiresOn: 'läuft bis',
      text: (orderId, shopName, renewed, list) =>
        `Ihre Bestellung ${orderId} bei ${shopName} ist ausgeführt. ${renewed ? 'Verlängert' : 'Registriert'}: ${list}.`,
      action: 'Meine Domains',
    },
    registrationRefunded: {
      viewBalance: 'Guthabenkonto ansehen',
      viewOrders: 'Bestellungen ansehen',
      renewalSubject: (domain) => `${domain} konnte nicht verlängert werden`,
      renewalText: (domain, orderId, refunded) =>
        `die Verlängerung der Domain ${domain} aus Ihrer Bestellung ${orderId} war bei der Registry nicht möglich. ${refunded}`,
      subject: (domain) => `${domain} konnte nicht registriert werden`,
      text: (domain, orderId, refunded) =>
        `die Domain ${domain} aus Ihrer Bestellung ${orderId} konnte nicht registriert werden, weil sie inzwischen vergeben ist. ${refunded}`,
    },
    paymentRefunded: {
      subject: (paymentId) => `Zahlung ${paymentId} erstattet`,
      why: {
        'approved-after-cancel': (paymentId) =>
          `Sie haben die Zahlung ${paymentId} freigegeben, nachdem sie bereits ersetzt oder abgelaufen war (zum Beispiel durch eine neue Bestellung desselben Warenkorbs). Sie wird deshalb nicht ausgeführt.`,
        'over-account-limit': (paymentId) =>
          `die Aufladung ${paymentId} hätte Ihr Guthaben über die Höchstgrenze Ihres Kontos gebracht (andere Aufladungen kamen zuvor an). Sie wurde deshalb nicht gebucht.`,
        'deposits-blocked': (paymentId) =>
          `Einzahlungen auf Ihr Guthabenkonto sind gesperrt; die Aufladung ${paymentId} wurde deshalb nicht gebucht.`,
      },
      action: 'Zahlung ansehen',
    },
    lowBalance: {
      subject: (shopName) => `Ihr Guthaben bei ${shopName} ist niedrig`,
      text: (balance, threshold) =>
        `Ihr Guthaben beträgt noch ${balance} und liegt damit unter der von Ihnen gewählten Grenze von ${threshold}.`,
      action: 'Guthaben aufladen',
    },
  },
};

export function mailTemplateMessages(language: Language): MailTemplateMessages {
  return MESSAGES[language];
}
