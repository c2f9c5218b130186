import { RegistryError } from '../registry-gateway';

/**
 * EPP result codes (RFC 5730 §3, domain-rules §2) as typed outcomes. Success codes become a
 * `kind` the caller can switch on; failures become EppCommandError (a RegistryError, so the shop
 * handles them as it handles the sandbox's refusals) that says what may be done next.
 */

export type SuccessKind = 'completed' | 'pending' | 'queue-empty' | 'queue-message' | 'logged-out';

const SUCCESS: Record<number, SuccessKind> = {
  1000: 'completed',
  1001: 'pending',
  1300: 'queue-empty',
  1301: 'queue-message',
  1500: 'logged-out',
};

/** The failure classes of RFC 5730 §3: the second digit says why, the third refines it. */
export type FailureClass =
  'protocol-syntax' | 'implementation' | 'security' | 'data-management' | 'server-system' | 'connection-management';

export function isSuccess(code: number): boolean {
  return code >= 1000 && code < 2000;
}

export function successKind(code: number): SuccessKind {
  const kind = SUCCESS[code];
  if (!kind) throw new RangeError(`${code} is not an EPP success code`);
  return kind;
}

export function failureClass(code: number): FailureClass {
  if (code < 2000 || code > 2599) throw new RangeError(`${code} is not an EPP failure code`);
  if (code >= 2500) return 'connection-management';
  if (code >= 2400) return 'server-system';
  if (code >= 2300) return 'data-management';
  if (code >= 2200) return 'security';
  if (code >= 2100) return 'implementation';
  return 'protocol-syntax';
}

export interface TransactionIds {
  clTRID: string | null;
  svTRID: string | null;
}

/** A 2xxx reply. `reason` is the registry's <extValue><reason> when it gave one. */
export class EppCommandError extends RegistryError {
  readonly failureClass: FailureClass;
  constructor(
    eppCode: number,
    message: string,
    public readonly transaction: TransactionIds,
    public readonly reason: string | null = null,
  ) {
    super(eppCode, reason ? `${message} (${reason})` : message);
    this.name = 'EppCommandError';
    this.failureClass = failureClass(eppCode);
  }

  /** 2400: the session is kept; the same command may be sent again with the same clTRID. */
  get retrySameTransaction(): boolean {
    return this.eppCode === 2400;
  }

  /** 2500–2502: the server closes the connection; a new session is needed before anything else. */
  get sessionEnded(): boolean {
    return this.eppCode >= 2500 && this.eppCode <= 2502;
  }
}

/**
 * No usable reply: the connection dropped, timed out, or the server sent something that is not
 * EPP. Reported as 2500 (the shop's RegistryError.transient is true). `outcomeUnknown` is set
 * when the command had been written: a transform may have been carried out, so it must be
 * checked with an info command before it is sent again (domain-rules §2, retries).
 */
export class EppConnectionError extends RegistryError {
  constructor(
    message: string,
    public readonly outcomeUnknown: boolean,
    public readonly cause?: unknown,
  ) {
    super(2500, message);
    this.name = 'EppConnectionError';
  }
}

/** Throws EppCommandError for a failure code; returns the success kind otherwise. */
export function checkResult(code: number, message: string, transaction: TransactionIds, reason: string | null = null): SuccessKind {
  if (isSuccess(code)) return successKind(code);
  throw new EppCommandError(code, message, transaction, reason);
}

/**
 * The registry refused the login (2200 authentication error, 2501 authentication error with the
 * connection closed, 2502 session limit, or any other failure of `<login>`). Nothing was carried
 * out, and no order can help it: it is the operator's to fix (credentials, certificate, IP
 * allow-list, sessions left open elsewhere). Treated as transient (decision 059), so an order's
 * job waits and retries instead of refunding; the operator is told through the log.
 */
export class EppLoginRefusedError extends EppCommandError {
  constructor(error: EppCommandError) {
    super(error.eppCode, `the registry refused the login: ${error.message.replace(/^\d{4} /, '')}`, error.transaction, null);
    this.name = 'EppLoginRefusedError';
  }

  override get transient(): boolean {
    return true;
  }
}
