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
  [ErrorCode.SessionInvalid]: 'Your session has expired. The page will be reloaded.',
  [ErrorCode.CsrfInvalid]: 'The security token of this page is no longer valid. Please reload the page.',
  [ErrorCode.VersionChanged]: 'A new version of the shop is available. The page will be reloaded.',
  [ErrorCode.AmountBelowMinimum]: 'The amount is less than the minimum',
  [ErrorCode.AmountAboveLimit]: 'The amount would exceed the current limit of your account',
  [ErrorCode.RenewNotAllowed]: 'Not allowed to renew the domain',
  [ErrorCode.DomainNotRegistered]: 'Domain is not registered with the provider',
  [ErrorCode.DomainInRedemption]: 'Domain is in redemption grace period (RGP)',
  [ErrorCode.RenewInProgress]: 'Domain renewal is already in progress',
  [ErrorCode.RestoreNotAllowed]: 'Not allowed to restore the domain',
  [ErrorCode.DomainNotInRedemption]: 'Domain is not in redemption grace period (RGP)',
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
  [ErrorCode.InvalidDomainName]: 'Dies ist kein gültiger Domainname. Verwenden Sie Buchstaben, Ziffern und Bindestriche; ein Bindestrich darf nicht am Anfang oder Ende stehen.',
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
  [ErrorCode.CouponUnknown]: 'Einen Gutschein mit diesem Code gibt es nicht.',
  [ErrorCode.CouponNotValidNow]: 'Dieser Gutschein gilt zurzeit nicht.',
  [ErrorCode.CouponUsedUp]: 'Dieser Gutschein ist aufgebraucht.',
  [ErrorCode.CouponAlreadyInCart]: 'Im Warenkorb ist schon ein Gutschein. Entfernen Sie ihn, um einen anderen einzulösen.',
  [ErrorCode.AccountDepositsDisabled]: 'Einzahlungen auf Ihr Guthabenkonto sind derzeit nicht möglich!',
  [ErrorCode.AuthenticationRequired]: 'Bitte melden Sie sich an, um fortzufahren.',
  [ErrorCode.LoginFailed]: 'Login oder Passwort ist nicht korrekt.',
  [ErrorCode.LoginTaken]: 'Mit dieser E-Mail-Adresse kann kein Konto angelegt werden. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  [ErrorCode.PasswordTooWeak]: 'Das Passwort muss 10 bis 128 Zeichen lang sein und darf nicht nur aus ein oder zwei wiederholten Zeichen bestehen.',
  [ErrorCode.TermsNotAccepted]: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  [ErrorCode.AlreadyLoggedIn]: 'Sie sind bereits angemeldet.',
  [ErrorCode.CountryLocked]: 'Das Land eines Reseller-Kontos richtet sich nach dem Vertrag und kann hier nicht geändert werden.',
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
  [ErrorCode.SessionInvalid]: 'Ihre Sitzung ist abgelaufen. Die Seite wird neu geladen.',
  [ErrorCode.CsrfInvalid]: 'Das Sicherheitstoken dieser Seite ist nicht mehr gültig. Bitte laden Sie die Seite neu.',
  [ErrorCode.VersionChanged]: 'Eine neue Version des Shops ist verfügbar. Die Seite wird neu geladen.',
  [ErrorCode.AmountBelowMinimum]: 'Der Betrag liegt unter dem Mindestbetrag',
  [ErrorCode.AmountAboveLimit]: 'Der Betrag würde das aktuelle Limit Ihres Kontos überschreiten',
  [ErrorCode.RenewNotAllowed]: 'Die Domain darf nicht verlängert werden',
  [ErrorCode.DomainNotRegistered]: 'Die Domain ist nicht bei diesem Anbieter registriert',
  [ErrorCode.DomainInRedemption]: 'Die Domain befindet sich in der Redemption Grace Period (RGP)',
  [ErrorCode.RenewInProgress]: 'Die Verlängerung der Domain läuft bereits',
  [ErrorCode.RestoreNotAllowed]: 'Die Domain darf nicht wiederhergestellt werden',
  [ErrorCode.DomainNotInRedemption]: 'Die Domain befindet sich nicht in der Redemption Grace Period (RGP)',
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
