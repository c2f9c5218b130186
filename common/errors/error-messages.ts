import { ErrorCode } from './error-codes';
import type { Language } from '../i18n/languages';

type Messages = Record<number, string>;

/** The default message of spec §8, used when neither the code nor the answer has one. */
export const DEFAULT_ERROR_MESSAGE: Record<Language, string> = {
  en: 'Ooops, something went wrong, please try again later.',
  de: 'Oops, ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.',
};

const en: Messages = {
  [ErrorCode.Unknown]: DEFAULT_ERROR_MESSAGE.en,
  [ErrorCode.ParameterSyntax]: 'Parameter value syntax error',
  [ErrorCode.ParameterSyntaxDe]: 'Parameter value syntax error',
  [ErrorCode.ParameterMissing]: 'Parameter value syntax error',
  [ErrorCode.ValueSyntax]: 'Parameter value syntax error',
  [ErrorCode.NotFound]: 'The requested resource does not exist.',
  [ErrorCode.MethodNotAllowed]: 'This method is not allowed here.',
  [ErrorCode.PayloadTooLarge]: 'The request is too large.',
  [ErrorCode.TooManyRequests]: 'Too many requests. Please wait a moment and try again.',
  [ErrorCode.TermTooLong]: 'Max 80 characters',
  [ErrorCode.InvalidDomainName]: 'This is not a valid domain name. Use letters, digits and hyphens; a hyphen may not start or end a name.',
  [ErrorCode.MixedScripts]: 'A domain name may not mix alphabets, such as Latin and Cyrillic letters.',
  [ErrorCode.IdnLanguageRequired]: 'Please choose the language of the domain name.',
  [ErrorCode.IdnLanguageMismatch]: 'The domain name contains characters that the chosen language does not use.',
  [ErrorCode.UnknownTld]: 'We do not offer this domain ending.',
  [ErrorCode.TooManyNames]: 'Too many domain names in one request.',
  [ErrorCode.InvalidWhoisQuery]: 'Invalid whois query!',
  [ErrorCode.RegistryUnavailable]: 'The registry does not answer at the moment. Please try again in a few minutes.',
  [ErrorCode.DomainNotAvailable]: 'This domain name is not available for registration.',
  [ErrorCode.CartFull]: 'The cart is full. Please check out or remove items first.',
  [ErrorCode.AlreadyInCart]: 'Already in cart',
  [ErrorCode.CartItemNotFound]: 'This item is not in the cart (any more).',
  [ErrorCode.AddOnNotOffered]: 'This service is not offered for this domain.',
  [ErrorCode.PrivacyNeedsRenewal]: 'The paid term of this domain has ended: WHOIS privacy can be bought with its renewal.',
  [ErrorCode.PeriodNotAllowed]: 'This period is not offered for this domain. Please choose one of the periods offered.',
  [ErrorCode.DomainNotOwned]: 'This domain is not in your account.',
  [ErrorCode.TransferNotRegistered]: 'This domain is not registered, so there is nothing to transfer. You can register it instead.',
  [ErrorCode.TransferAlreadyHere]: 'This domain is already managed by us.',
  [ErrorCode.TransferProhibited]: 'This domain has a transfer lock. Ask its current provider to remove the lock, then try again.',
  [ErrorCode.TransferTooSoon]:
    'This domain cannot be transferred yet: the registry refuses transfers for a while after a registration or a previous transfer.',
  [ErrorCode.TransferAlreadyPending]: 'A transfer of this domain is already in progress.',
  [ErrorCode.TransferInRedemption]: 'This domain is being deleted (redemption period or pending delete) and cannot be transferred.',
  [ErrorCode.AuthCodeFormat]: 'The auth code must be 6 to 64 characters long, without spaces.',
  [ErrorCode.TransferNotCancellable]: 'This transfer can no longer be cancelled.',
  [ErrorCode.TransferNotFound]: 'There is no such transfer in your account.',
  [ErrorCode.AuthCodeWrong]:
    'The registry did not accept this auth code. Please check it (capitals count) or ask the current provider for the valid code.',
  [ErrorCode.TransferAlreadyCancelled]: 'This transfer has already been cancelled (or its cancellation is under way).',
  [ErrorCode.DomainChangeRefused]:
    'The registry refused this change now (for example while a transfer is pending). Please try again later.',
  [ErrorCode.RegistrantChangeNotMaterial]:
    'The new registrant has the same name, organisation and e-mail address as the current one, so this is no change of registrant.',
  [ErrorCode.RegistrantChangeOpen]:
    'A change of registrant of this domain is already waiting for confirmation. Withdraw it first or wait until it ends.',
  [ErrorCode.RegistrantChangeNotAllowed]:
    'The registrant of this domain cannot be changed now (it has expired, is being transferred or is locked at the registry).',
  [ErrorCode.RegistrantChangeClosed]:
    'This change of registrant is no longer open: it was completed, declined or withdrawn, or it has lapsed.',
  [ErrorCode.TransferLockedAfterRegistrantChange]:
    'This domain cannot move to another registrar yet: its registrant changed less than 60 days ago (ICANN Transfer Policy). The ownership page shows until when.',
  [ErrorCode.RegistrantChangeNotFound]: 'This change of registrant does not exist in your account.',
  [ErrorCode.CouponUnknown]: 'There is no coupon with this code.',
  [ErrorCode.CouponNotValidNow]: 'This coupon is not valid at this time.',
  [ErrorCode.CouponUsedUp]: 'This coupon has been used up.',
  [ErrorCode.CouponAlreadyInCart]: 'The cart has a coupon already. Remove it to use another one.',
  [ErrorCode.AccountDepositsDisabled]: 'Account deposits are currently not possible for your account!',
  [ErrorCode.AuthenticationRequired]: 'Please log in to continue.',
  [ErrorCode.LoginFailed]: 'The login or password is not correct.',
  [ErrorCode.LoginTaken]: 'An account with this e-mail address cannot be created. Please log in or recover your password.',
  [ErrorCode.PasswordTooWeak]: 'The password must be 10 to 128 characters long and not just one or two repeated characters.',
  [ErrorCode.TermsNotAccepted]: 'Please accept the terms and conditions.',
  [ErrorCode.AlreadyLoggedIn]: 'You are already logged in.',
  [ErrorCode.CountryLocked]: 'The home country of a reseller account follows its contract and cannot be changed here.',
  [ErrorCode.CountryFromBilling]:
    'Your home country is the country of your billing address, which decides the VAT. To change it, change your billing address in your profile.',
  [ErrorCode.TokenInvalid]: 'This link is invalid, has been used already or has expired. Please ask for a new one.',
  [ErrorCode.TwoFactorCodeInvalid]: 'The code is not correct. Please enter the current code of your authenticator app.',
  [ErrorCode.TwoFactorNotPending]: 'Please log in with your e-mail address and password first.',
  [ErrorCode.TwoFactorAlreadyOn]: 'Two-factor login is already turned on.',
  [ErrorCode.TwoFactorNotSetUp]: 'Please set up two-factor login first.',
  [ErrorCode.PasswordIncorrect]: 'The current password is not correct.',
  [ErrorCode.PasswordCommon]: 'This password appears in lists of leaked or common passwords. Please choose another one.',
  [ErrorCode.PasswordContainsLogin]: 'The password must not contain your e-mail address or the part before the at-sign.',
  [ErrorCode.VatIdInvalid]: 'This VAT ID does not match the format of the billing country (for example DE123456789).',
  [ErrorCode.VatIdRequired]: 'Please enter the VAT ID of your business.',
  [ErrorCode.EmailUnchanged]: 'This is already the e-mail address of your account.',
  [ErrorCode.ContactHolderChange]:
    'The name, organisation and e-mail address of a registrant that domains use change only by a change of registrant (page Ownership and permissions). Address and phone can be changed here.',
  [ErrorCode.SessionInvalid]: 'Your session has expired. The page will be reloaded.',
  [ErrorCode.CsrfInvalid]: 'The security token of this page is no longer valid. Please reload the page.',
  [ErrorCode.VersionChanged]: 'A new version of the shop is available. The page will be reloaded.',
  [ErrorCode.AmountBelowMinimum]: 'The amount is less than the minimum',
  [ErrorCode.AmountAboveLimit]: 'The amount would exceed the current limit of your account',
  [ErrorCode.AccountCreateNotAllowed]: 'A prepaid account cannot be opened for your customer account. Please contact our support.',
  [ErrorCode.AccountExists]: 'You already have a prepaid account.',
  [ErrorCode.AccountMissing]: 'Please open a prepaid account first.',
  [ErrorCode.InsufficientBalance]:
    'Your prepaid balance is not enough for this payment. Please top it up or choose another payment method.',
  [ErrorCode.PaymentMethodUnavailable]: 'This payment method is not available for this payment.',
  [ErrorCode.PriceChanged]: 'The price has changed since you saw it. Please check the new amounts and confirm again.',
  [ErrorCode.NothingToPay]: 'There is nothing to pay: this part of the cart is empty.',
  [ErrorCode.ContactMissing]: 'Please enter and save the registrant contact first.',
  [ErrorCode.PaymentMethodMissing]: 'Please choose a payment method first.',
  [ErrorCode.IdempotencyKeyReused]: 'This payment request was already used for another payment. Please reload the page.',
  [ErrorCode.PaymentFinished]: 'This payment has already been completed or declined.',
  [ErrorCode.BankTransferAmountMismatch]: 'The transfer is not the amount due, so nothing was booked.',
  [ErrorCode.PaymentSignatureInvalid]: 'The payment notification could not be verified.',
  [ErrorCode.CheckoutTypeNotSupported]: 'This part of the cart cannot be paid here yet.',
  [ErrorCode.WithdrawalConsentMissing]:
    'Please confirm that the registration starts at once and that you thereby lose your right of withdrawal.',
  [ErrorCode.RenewNotAllowed]: 'Not allowed to renew the domain',
  [ErrorCode.DomainNotRegistered]: 'Domain is not registered with the provider',
  [ErrorCode.DomainInRedemption]: 'Domain is in redemption grace period (RGP)',
  [ErrorCode.RenewInProgress]: 'Domain renewal is already in progress',
  [ErrorCode.RenewalLinkInvalid]: 'This renewal link is not valid or has expired. Please request a new one.',
  [ErrorCode.RenewalLinkUsed]:
    'This domain has already been renewed since the renewal link was sent: nothing more needs to be paid with this link. The holder sees the new expiry date under My domains.',
  [ErrorCode.RenewPeriodNotAllowed]:
    'This period is not possible for this domain: a renewal may not take its expiry more than ten years ahead. Please choose one of the periods offered.',
  [ErrorCode.RestoreNotAllowed]: 'Not allowed to restore the domain',
  [ErrorCode.DomainNotInRedemption]: 'Domain is not in redemption grace period (RGP)',
  [ErrorCode.HostNameInvalid]: 'This is not a valid name server host name (for example ns1.example.com).',
  [ErrorCode.HostNotUnderOwnDomain]:
    'A name server with its own IP addresses must be named under one of your domains, for example ns1.your-domain.com.',
  [ErrorCode.IpAddressInvalid]: 'This is not a valid IPv4 or IPv6 address.',
  [ErrorCode.IpAddressReserved]: 'This address is in a private or reserved range and cannot be reached from the internet.',
  [ErrorCode.HostAddressCount]: 'A name server needs 1 to 13 different IP addresses.',
  [ErrorCode.HostExists]: 'This name server exists already.',
  [ErrorCode.HostNotFound]: 'This name server does not exist (any more).',
  [ErrorCode.HostLinked]: 'This name server is still used by a domain. Give that domain other name servers first.',
  [ErrorCode.NameserverCount]: 'Please enter 2 to 13 different name servers.',
  [ErrorCode.NameserverHostMissing]:
    'This name server is under a domain registered at the registry and has no IP addresses there yet. Only the holder of that domain can create it: if the domain is yours, create the name server under "Your name servers" first; otherwise ask its holder.',
  [ErrorCode.NameserverChangeRefused]:
    'The name servers of this domain cannot be changed at the moment (it is locked, being transferred or deleted).',
  [ErrorCode.TemplateNotFound]: 'This template does not exist (any more).',
  [ErrorCode.TemplateNameTaken]: 'You have a template with this name already.',
  [ErrorCode.TemplateLimit]: 'You have the largest number of templates allowed. Delete one first.',
  [ErrorCode.RestoreInProgress]: 'The restore of this domain is already in progress',
  [ErrorCode.DnsZoneChanged]: 'The zone was changed in the meantime. Reload it and apply your changes again.',
  [ErrorCode.DnsRecordInvalid]: 'This record is not valid.',
  [ErrorCode.DnsTooManyRecords]: 'A zone can hold at most 1,000 records.',
  [ErrorCode.DnsZoneLocked]:
    'The DNS zone of this domain cannot be changed while the domain is in redemption, being deleted or transferred away.',
  [ErrorCode.DnsUrlDenied]: 'URL forwarding is not available for this domain.',
  [ErrorCode.DnsVersionNotFound]: 'This version of the zone does not exist.',
  [ErrorCode.DnssecNotAllowed]: 'The registry of this domain does not support DNSSEC.',
  [ErrorCode.DnsDdnsUsernameTaken]: 'This dynamic DNS user name is taken. Please generate new access data.',
  [ErrorCode.DnsMailfwDestinationsLimit]:
    'This zone has reached its limit of 50 mail forwarding addresses. Please use addresses you have forwarded to before.',
  [ErrorCode.DnsMailfwNotPending]:
    'This zone forwards no mail to that address. Save the forwarding first; its confirmation link is sent then.',
  [ErrorCode.DnsMailfwAlreadyConfirmed]: 'This address has already confirmed the forwarding; mail to it is forwarded.',
  [ErrorCode.MailboxNotFound]: 'This mailbox does not exist or is not yours.',
  [ErrorCode.MailboxAddressTaken]: 'This address is already in use on this domain (as a mailbox or an alias). Please choose another name.',
  [ErrorCode.MailboxNameInvalid]:
    'A mailbox name may contain only letters, digits and - + . _ = & (1 to 64 characters, no dot at the start or end, no two dots in a row).',
  [ErrorCode.MailboxDomainNotOwned]: 'This domain is not one of your active domains, so no mail address can be made on it.',
  [ErrorCode.MailboxZoneConflict]:
    'An active mailbox cannot be used together with existing mail-forward (MAILFW) or MX records on the same domain. Please remove these records first.',
  [ErrorCode.MailboxLimit]: 'This domain already has the largest number of mailboxes (20).',
  [ErrorCode.MailboxAliasLimit]: 'This mailbox already has as many aliases as its level allows.',
  [ErrorCode.MailboxAliasNotFound]: 'This mailbox has no such alias.',
  [ErrorCode.MailboxLapsed]:
    'This mailbox has lapsed because its domain was not renewed. Renew the domain with the mailbox to use it again.',
  [ErrorCode.MailboxNeedsPurchase]: 'This domain has no paid mailbox left free. Please add the mailbox to your cart and pay for it.',
  [ErrorCode.MailboxAppPasswordLimit]: 'This mailbox already has as many app passwords as its level allows. Remove one first.',
  [ErrorCode.MailboxAppPasswordNotFound]: 'This app password does not exist (any more).',
  [ErrorCode.MailboxPasswordNotSet]: 'Please set a password for this mailbox first.',
  [ErrorCode.DnsDdnsCredentialsInvalid]:
    'Dynamic DNS needs a user name of 6 to 128 characters and a password of at least 16 characters. Please generate new access data.',
};

const de: Messages = {
  [ErrorCode.Unknown]: DEFAULT_ERROR_MESSAGE.de,
  [ErrorCode.ParameterSyntax]: 'Syntaxfehler im Parameterwert',
  // Spec §8: 1006 exists in German only; it shares the wording of 1005.
  [ErrorCode.ParameterSyntaxDe]: 'Syntaxfehler im Parameterwert',
  [ErrorCode.ParameterMissing]: 'Syntaxfehler im Parameterwert',
  [ErrorCode.ValueSyntax]: 'Syntaxfehler im Parameterwert',
  [ErrorCode.NotFound]: 'Die angeforderte Ressource existiert nicht.',
  [ErrorCode.MethodNotAllowed]: 'Diese Methode ist hier nicht erlaubt.',
  [ErrorCode.PayloadTooLarge]: 'Die Anfrage ist zu groß.',
  [ErrorCode.TooManyRequests]: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  [ErrorCode.TermTooLong]: 'Maximal 80 Zeichen',
  [ErrorCode.InvalidDomainName]:
    'Dies ist kein gültiger Domainname. Verwenden Sie Buchstaben, Ziffern und Bindestriche; ein Bindestrich darf nicht am Anfang oder Ende stehen.',
  [ErrorCode.MixedScripts]: 'Ein Domainname darf keine Alphabete mischen, etwa lateinische und kyrillische Buchstaben.',
  [ErrorCode.IdnLanguageRequired]: 'Bitte wählen Sie die Sprache des Domainnamens.',
  [ErrorCode.IdnLanguageMismatch]: 'Der Domainname enthält Zeichen, die in der gewählten Sprache nicht vorkommen.',
  [ErrorCode.UnknownTld]: 'Diese Domainendung bieten wir nicht an.',
  [ErrorCode.TooManyNames]: 'Zu viele Domainnamen in einer Anfrage.',
  [ErrorCode.InvalidWhoisQuery]: 'Ungültige WHOIS-Abfrage!',
  [ErrorCode.RegistryUnavailable]: 'Die Registry antwortet gerade nicht. Bitte versuchen Sie es in einigen Minuten erneut.',
  [ErrorCode.DomainNotAvailable]: 'Dieser Domainname ist nicht zur Registrierung frei.',
  [ErrorCode.CartFull]: 'Der Warenkorb ist voll. Bitte bestellen Sie zuerst oder entfernen Sie Artikel.',
  [ErrorCode.AlreadyInCart]: 'Bereits im Warenkorb',
  [ErrorCode.CartItemNotFound]: 'Dieser Artikel ist nicht (mehr) im Warenkorb.',
  [ErrorCode.AddOnNotOffered]: 'Diese Leistung bieten wir für diese Domain nicht an.',
  [ErrorCode.PrivacyNeedsRenewal]:
    'Der bezahlte Zeitraum dieser Domain ist abgelaufen: WHOIS-Datenschutz können Sie mit ihrer Verlängerung buchen.',
  [ErrorCode.PeriodNotAllowed]: 'Diese Laufzeit bieten wir für diese Domain nicht an. Bitte wählen Sie eine der angebotenen Laufzeiten.',
  [ErrorCode.TransferNotRegistered]:
    'Diese Domain ist nicht registriert, es gibt also nichts zu übertragen. Sie können sie stattdessen registrieren.',
  [ErrorCode.TransferAlreadyHere]: 'Diese Domain wird bereits von uns verwaltet.',
  [ErrorCode.TransferProhibited]:
    'Diese Domain hat eine Transfersperre. Bitten Sie den bisherigen Anbieter, die Sperre aufzuheben, und versuchen Sie es dann erneut.',
  [ErrorCode.TransferTooSoon]:
    'Diese Domain kann noch nicht übertragen werden: Die Registry lehnt Transfers eine Zeit lang nach einer Registrierung oder einem vorigen Transfer ab.',
  [ErrorCode.TransferAlreadyPending]: 'Ein Transfer dieser Domain läuft bereits.',
  [ErrorCode.TransferInRedemption]:
    'Diese Domain wird gerade gelöscht (Redemption Period oder Pending Delete) und kann nicht übertragen werden.',
  [ErrorCode.AuthCodeFormat]: 'Der Auth-Code muss 6 bis 64 Zeichen lang sein, ohne Leerzeichen.',
  [ErrorCode.TransferNotCancellable]: 'Dieser Transfer kann nicht mehr abgebrochen werden.',
  [ErrorCode.TransferNotFound]: 'Diesen Transfer gibt es in Ihrem Konto nicht.',
  [ErrorCode.AuthCodeWrong]:
    'Die Registry hat diesen Auth-Code nicht angenommen. Bitte prüfen Sie ihn (auf Groß- und Kleinschreibung achten) oder fragen Sie den bisherigen Anbieter nach dem gültigen Code.',
  [ErrorCode.TransferAlreadyCancelled]: 'Dieser Transfer wurde bereits abgebrochen (oder wird gerade abgebrochen).',
  [ErrorCode.DomainChangeRefused]:
    'Die Registry hat diese Änderung gerade abgelehnt (etwa während eines laufenden Transfers). Bitte versuchen Sie es später erneut.',
  [ErrorCode.RegistrantChangeNotMaterial]:
    'Der neue Inhaber hat denselben Namen, dieselbe Organisation und dieselbe E-Mail-Adresse wie der bisherige; das ist kein Inhaberwechsel.',
  [ErrorCode.RegistrantChangeOpen]:
    'Für diese Domain wartet bereits ein Inhaberwechsel auf Bestätigung. Ziehen Sie ihn zuerst zurück oder warten Sie, bis er endet.',
  [ErrorCode.RegistrantChangeNotAllowed]:
    'Der Inhaber dieser Domain kann gerade nicht geändert werden (sie ist abgelaufen, wird übertragen oder ist bei der Registry gesperrt).',
  [ErrorCode.RegistrantChangeClosed]:
    'Dieser Inhaberwechsel ist nicht mehr offen: Er wurde abgeschlossen, abgelehnt oder zurückgezogen, oder er ist abgelaufen.',
  [ErrorCode.TransferLockedAfterRegistrantChange]:
    'Diese Domain kann noch nicht zu einem anderen Registrar wechseln: Ihr Inhaber wurde vor weniger als 60 Tagen geändert (ICANN Transfer Policy). Die Seite „Inhaber und Berechtigungen“ zeigt, bis wann.',
  [ErrorCode.RegistrantChangeNotFound]: 'Diesen Inhaberwechsel gibt es in Ihrem Konto nicht.',
  [ErrorCode.DomainNotOwned]: 'Diese Domain ist nicht in Ihrem Konto.',
  [ErrorCode.CouponUnknown]: 'Einen Gutschein mit diesem Code gibt es nicht.',
  [ErrorCode.CouponNotValidNow]: 'Dieser Gutschein gilt zurzeit nicht.',
  [ErrorCode.CouponUsedUp]: 'Dieser Gutschein ist aufgebraucht.',
  [ErrorCode.CouponAlreadyInCart]: 'Im Warenkorb ist schon ein Gutschein. Entfernen Sie ihn, um einen anderen einzulösen.',
  [ErrorCode.AccountDepositsDisabled]: 'Einzahlungen auf Ihr Guthabenkonto sind derzeit nicht möglich!',
  [ErrorCode.AuthenticationRequired]: 'Bitte melden Sie sich an, um fortzufahren.',
  [ErrorCode.LoginFailed]: 'Login oder Passwort ist nicht korrekt.',
  [ErrorCode.LoginTaken]:
    'Mit dieser E-Mail-Adresse kann kein Konto angelegt werden. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  [ErrorCode.PasswordTooWeak]:
    'Das Passwort muss 10 bis 128 Zeichen lang sein und darf nicht nur aus ein oder zwei wiederholten Zeichen bestehen.',
  [ErrorCode.TermsNotAccepted]: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  [ErrorCode.AlreadyLoggedIn]: 'Sie sind bereits angemeldet.',
  [ErrorCode.CountryLocked]: 'Das Land eines Reseller-Kontos richtet sich nach dem Vertrag und kann hier nicht geändert werden.',
  [ErrorCode.CountryFromBilling]:
    'Ihr Heimatland ist das Land Ihrer Rechnungsadresse, nach dem sich die Umsatzsteuer richtet. Um es zu ändern, ändern Sie Ihre Rechnungsadresse im Profil.',
  [ErrorCode.TokenInvalid]: 'Dieser Link ist ungültig, wurde schon verwendet oder ist abgelaufen. Bitte fordern Sie einen neuen an.',
  [ErrorCode.TwoFactorCodeInvalid]: 'Der Code ist nicht korrekt. Bitte geben Sie den aktuellen Code Ihrer Authenticator-App ein.',
  [ErrorCode.TwoFactorNotPending]: 'Bitte melden Sie sich zuerst mit E-Mail-Adresse und Passwort an.',
  [ErrorCode.TwoFactorAlreadyOn]: 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.',
  [ErrorCode.TwoFactorNotSetUp]: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.',
  [ErrorCode.PasswordIncorrect]: 'Das aktuelle Passwort ist nicht korrekt.',
  [ErrorCode.PasswordCommon]: 'Dieses Passwort steht in Listen gestohlener oder gängiger Passwörter. Bitte wählen Sie ein anderes.',
  [ErrorCode.PasswordContainsLogin]: 'Das Passwort darf weder Ihre E-Mail-Adresse noch den Teil vor dem At-Zeichen enthalten.',
  [ErrorCode.VatIdInvalid]: 'Diese USt-IdNr. entspricht nicht dem Format des Rechnungslandes (zum Beispiel DE123456789).',
  [ErrorCode.VatIdRequired]: 'Bitte geben Sie die USt-IdNr. Ihres Unternehmens ein.',
  [ErrorCode.EmailUnchanged]: 'Das ist bereits die E-Mail-Adresse Ihres Kontos.',
  [ErrorCode.ContactHolderChange]:
    'Name, Organisation und E-Mail-Adresse eines Inhabers, den Domains verwenden, ändern sich nur durch einen Inhaberwechsel (Seite „Inhaber und Berechtigungen“). Adresse und Telefon können Sie hier ändern.',
  [ErrorCode.SessionInvalid]: 'Ihre Sitzung ist abgelaufen. Die Seite wird neu geladen.',
  [ErrorCode.CsrfInvalid]: 'Das Sicherheitstoken dieser Seite ist nicht mehr gültig. Bitte laden Sie die Seite neu.',
  [ErrorCode.VersionChanged]: 'Eine neue Version des Shops ist verfügbar. Die Seite wird neu geladen.',
  [ErrorCode.AmountBelowMinimum]: 'Der Betrag liegt unter dem Mindestbetrag',
  [ErrorCode.AmountAboveLimit]: 'Der Betrag würde das aktuelle Limit Ihres Kontos überschreiten',
  [ErrorCode.AccountCreateNotAllowed]:
    'Für Ihr Kundenkonto kann kein Guthabenkonto eröffnet werden. Bitte wenden Sie sich an unseren Support.',
  [ErrorCode.AccountExists]: 'Sie haben bereits ein Guthabenkonto.',
  [ErrorCode.AccountMissing]: 'Bitte eröffnen Sie zuerst ein Guthabenkonto.',
  [ErrorCode.InsufficientBalance]:
    'Ihr Guthaben reicht für diese Zahlung nicht aus. Bitte laden Sie es auf oder wählen Sie eine andere Zahlungsart.',
  [ErrorCode.PaymentMethodUnavailable]: 'Diese Zahlungsart ist für diese Zahlung nicht verfügbar.',
  [ErrorCode.PriceChanged]:
    'Der Preis hat sich geändert, seit Sie ihn gesehen haben. Bitte prüfen Sie die neuen Beträge und bestätigen Sie erneut.',
  [ErrorCode.NothingToPay]: 'Es gibt nichts zu bezahlen: Dieser Teil des Warenkorbs ist leer.',
  [ErrorCode.ContactMissing]: 'Bitte geben Sie zuerst den Domaininhaber-Kontakt ein und speichern Sie ihn.',
  [ErrorCode.PaymentMethodMissing]: 'Bitte wählen Sie zuerst eine Zahlungsart.',
  [ErrorCode.IdempotencyKeyReused]: 'Diese Zahlungsanfrage wurde bereits für eine andere Zahlung verwendet. Bitte laden Sie die Seite neu.',
  [ErrorCode.PaymentFinished]: 'Diese Zahlung wurde bereits abgeschlossen oder abgelehnt.',
  [ErrorCode.BankTransferAmountMismatch]: 'Die Überweisung entspricht nicht dem fälligen Betrag; es wurde nichts gebucht.',
  [ErrorCode.PaymentSignatureInvalid]: 'Die Zahlungsbenachrichtigung konnte nicht geprüft werden.',
  [ErrorCode.CheckoutTypeNotSupported]: 'Dieser Teil des Warenkorbs kann hier noch nicht bezahlt werden.',
  [ErrorCode.WithdrawalConsentMissing]:
    'Bitte bestätigen Sie, dass die Ausführung sofort beginnt und Sie damit Ihr Widerrufsrecht verlieren.',
  [ErrorCode.RenewNotAllowed]: 'Die Domain darf nicht verlängert werden',
  [ErrorCode.DomainNotRegistered]: 'Die Domain ist nicht bei diesem Anbieter registriert',
  [ErrorCode.DomainInRedemption]: 'Die Domain befindet sich in der Redemption Grace Period (RGP)',
  [ErrorCode.RenewInProgress]: 'Die Verlängerung der Domain läuft bereits',
  [ErrorCode.RenewalLinkInvalid]: 'Dieser Verlängerungslink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  [ErrorCode.RenewalLinkUsed]:
    'Diese Domain wurde seit dem Versand des Verlängerungslinks bereits verlängert: Mit diesem Link ist nichts mehr zu bezahlen. Das neue Ablaufdatum sieht der Inhaber unter „Meine Domains“.',
  [ErrorCode.RenewPeriodNotAllowed]:
    'Diese Laufzeit ist für diese Domain nicht möglich: Eine Verlängerung darf das Ablaufdatum nicht mehr als zehn Jahre in die Zukunft legen. Bitte wählen Sie eine der angebotenen Laufzeiten.',
  [ErrorCode.RestoreNotAllowed]: 'Die Domain darf nicht wiederhergestellt werden',
  [ErrorCode.DomainNotInRedemption]: 'Die Domain befindet sich nicht in der Redemption Grace Period (RGP)',
  [ErrorCode.HostNameInvalid]: 'Das ist kein gültiger Nameserver-Name (zum Beispiel ns1.beispiel.de).',
  [ErrorCode.HostNotUnderOwnDomain]:
    'Ein Nameserver mit eigenen IP-Adressen muss unter einer Ihrer Domains liegen, zum Beispiel ns1.ihre-domain.de.',
  [ErrorCode.IpAddressInvalid]: 'Das ist keine gültige IPv4- oder IPv6-Adresse.',
  [ErrorCode.IpAddressReserved]:
    'Diese Adresse liegt in einem privaten oder reservierten Bereich und ist aus dem Internet nicht erreichbar.',
  [ErrorCode.HostAddressCount]: 'Ein Nameserver braucht 1 bis 13 verschiedene IP-Adressen.',
  [ErrorCode.HostExists]: 'Diesen Nameserver gibt es bereits.',
  [ErrorCode.HostNotFound]: 'Diesen Nameserver gibt es nicht (mehr).',
  [ErrorCode.HostLinked]: 'Dieser Nameserver wird noch von einer Domain verwendet. Geben Sie dieser Domain zuerst andere Nameserver.',
  [ErrorCode.NameserverCount]: 'Bitte geben Sie 2 bis 13 verschiedene Nameserver an.',
  [ErrorCode.NameserverHostMissing]:
    'Dieser Nameserver liegt unter einer bei der Registry registrierten Domain und hat dort noch keine IP-Adressen. Anlegen kann ihn nur der Inhaber dieser Domain: Gehört sie Ihnen, legen Sie ihn zuerst unter „Ihre Nameserver“ an; sonst wenden Sie sich an ihren Inhaber.',
  [ErrorCode.NameserverChangeRefused]:
    'Die Nameserver dieser Domain können gerade nicht geändert werden (sie ist gesperrt, im Transfer oder gelöscht).',
  [ErrorCode.TemplateNotFound]: 'Diese Vorlage gibt es nicht (mehr).',
  [ErrorCode.TemplateNameTaken]: 'Sie haben bereits eine Vorlage mit diesem Namen.',
  [ErrorCode.TemplateLimit]: 'Sie haben die größte erlaubte Zahl an Vorlagen. Löschen Sie zuerst eine.',
  [ErrorCode.RestoreInProgress]: 'Die Wiederherstellung dieser Domain läuft bereits',
  [ErrorCode.DnsZoneChanged]: 'Die Zone wurde inzwischen geändert. Laden Sie sie neu und nehmen Sie Ihre Änderungen noch einmal vor.',
  [ErrorCode.DnsRecordInvalid]: 'Dieser Eintrag ist nicht gültig.',
  [ErrorCode.DnsTooManyRecords]: 'Eine Zone kann höchstens 1.000 Einträge enthalten.',
  [ErrorCode.DnsZoneLocked]:
    'Die DNS-Zone dieser Domain kann nicht geändert werden, solange die Domain in der Redemption-Phase ist, gelöscht oder wegtransferiert wird.',
  [ErrorCode.DnsUrlDenied]: 'URL-Weiterleitungen sind für diese Domain nicht verfügbar.',
  [ErrorCode.DnsVersionNotFound]: 'Diese Version der Zone gibt es nicht.',
  [ErrorCode.DnssecNotAllowed]: 'Die Registry dieser Domain unterstützt DNSSEC nicht.',
  [ErrorCode.DnsDdnsUsernameTaken]: 'Dieser Benutzername für dynamisches DNS ist vergeben. Bitte erzeugen Sie neue Zugangsdaten.',
  [ErrorCode.DnsMailfwDestinationsLimit]:
    'Diese Zone hat ihre Grenze von 50 Weiterleitungsadressen erreicht. Bitte verwenden Sie Adressen, an die Sie schon weitergeleitet haben.',
  [ErrorCode.DnsMailfwNotPending]:
    'Diese Zone leitet keine E-Mails an diese Adresse weiter. Speichern Sie die Weiterleitung zuerst; dann wird ihr Bestätigungslink gesendet.',
  [ErrorCode.DnsMailfwAlreadyConfirmed]: 'Diese Adresse hat die Weiterleitung bereits bestätigt; E-Mails an sie werden weitergeleitet.',
  [ErrorCode.MailboxNotFound]: 'Dieses Postfach gibt es nicht, oder es gehört nicht Ihnen.',
  [ErrorCode.MailboxAddressTaken]:
    'Diese Adresse wird auf dieser Domain schon verwendet (als Postfach oder Alias). Bitte wählen Sie einen anderen Namen.',
  [ErrorCode.MailboxNameInvalid]:
    'Ein Postfachname darf nur Buchstaben, Ziffern und - + . _ = & enthalten (1 bis 64 Zeichen, kein Punkt am Anfang oder Ende, keine zwei Punkte hintereinander).',
  [ErrorCode.MailboxDomainNotOwned]:
    'Diese Domain gehört nicht zu Ihren aktiven Domains; auf ihr kann keine E-Mail-Adresse angelegt werden.',
  [ErrorCode.MailboxZoneConflict]:
    'Ein aktives Postfach kann nicht zusammen mit vorhandenen Mail-Weiterleitungs- (MAILFW) oder MX-Einträgen derselben Domain verwendet werden. Bitte entfernen Sie diese Einträge zuerst.',
  [ErrorCode.MailboxLimit]: 'Diese Domain hat bereits die größte Zahl an Postfächern (20).',
  [ErrorCode.MailboxAliasLimit]: 'Dieses Postfach hat bereits so viele Aliase, wie seine Stufe erlaubt.',
  [ErrorCode.MailboxAliasNotFound]: 'Dieses Postfach hat keinen solchen Alias.',
  [ErrorCode.MailboxLapsed]:
    'Dieses Postfach ist abgelaufen, weil seine Domain nicht verlängert wurde. Verlängern Sie die Domain mit dem Postfach, um es wieder zu nutzen.',
  [ErrorCode.MailboxNeedsPurchase]:
    'Auf dieser Domain ist kein bezahltes Postfach mehr frei. Bitte legen Sie das Postfach in den Warenkorb und bezahlen Sie es.',
  [ErrorCode.MailboxAppPasswordLimit]:
    'Dieses Postfach hat bereits so viele App-Passwörter, wie seine Stufe erlaubt. Entfernen Sie zuerst eines.',
  [ErrorCode.MailboxAppPasswordNotFound]: 'Dieses App-Passwort gibt es nicht (mehr).',
  [ErrorCode.MailboxPasswordNotSet]: 'Bitte legen Sie zuerst ein Passwort für dieses Postfach fest.',
  [ErrorCode.DnsDdnsCredentialsInvalid]:
    'Dynamisches DNS braucht einen Benutzernamen mit 6 bis 128 Zeichen und ein Passwort mit mindestens 16 Zeichen. Bitte erzeugen Sie neue Zugangsdaten.',
};

const catalogue: Record<Language, Messages> = { en, de };

/**
 * The message for an error as spec §8 chooses it: the catalogue's message for the code,
 * else the message the answer carried, else the default message.
 */
export function errorMessage(language: Language, code: number | undefined, fallback?: string): string {
  const fromCatalogue = code === undefined ? undefined : catalogue[language][code];
  return fromCatalogue ?? (fallback || DEFAULT_ERROR_MESSAGE[language]);
}

export function hasCatalogueMessage(code: number): boolean {
  return code in en;
}
