/**
 * The error catalogue. Codes below 2000 are request problems, 2xxx session and account,
 * 3xxx payment and prepaid account, 5xxx renewals, 6xxx restores (spec §8).
 * Codes the specification names keep their numbers; the others were chosen here
 * (docs/decisions/004-error-catalogue.md).
 */
export const ErrorCode = {
  Unknown: 1000,
  ParameterSyntax: 1005,
  ParameterSyntaxDe: 1006,
  ParameterMissing: 1007,
  NotFound: 1040,
  MethodNotAllowed: 1041,
  PayloadTooLarge: 1042,
  TooManyRequests: 1429,
  TermTooLong: 1050,
  InvalidDomainName: 1051,
  MixedScripts: 1052,
  IdnLanguageRequired: 1053,
  IdnLanguageMismatch: 1054,
  UnknownTld: 1055,
  TooManyNames: 1056,
  InvalidWhoisQuery: 1057,
  RegistryUnavailable: 1060,
  AlreadyInCart: 1302,
  AccountDepositsDisabled: 1400,
  AuthenticationRequired: 2003,
  ValueSyntax: 2005,
  LoginFailed: 2101,
  LoginTaken: 2102,
  PasswordTooWeak: 2103,
  TermsNotAccepted: 2104,
  AlreadyLoggedIn: 2105,
  CountryLocked: 2106,
  SessionInvalid: 2201,
  CsrfInvalid: 2202,
  VersionChanged: 2303,
  AmountBelowMinimum: 3010,
  AmountAboveLimit: 3011,
  RenewNotAllowed: 5201,
  DomainNotRegistered: 5303,
  DomainInRedemption: 5304,
  RenewInProgress: 5305,
  RestoreNotAllowed: 6201,
  DomainNotInRedemption: 6304,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
