import * as commands from './commands';
import type { CommandParts } from './commands';
import { EppCommandError, EppConnectionError, EppLoginRefusedError, type SuccessKind } from './epp-result';
import { EppConnection, DEFAULT_TIMEOUTS, type ConnectionTimeouts, type TlsEndpoint } from './connection';
import { expectSuccess, type EppResponse, type Greeting } from './responses';
import { NS } from './xml';

/**
 * An EPP session (RFC 5730 §2): the greeting, a login with the object and extension URIs both
 * sides know, commands one after the other, `<hello>` while idle, and logout. A 2400 reply is
 * retried with the same clTRID; 2500–2502 and a lost connection end the session.
 */

export interface SessionOptions {
  endpoint: TlsEndpoint;
  clientId: string;
  password: string;
  /** Extensions the shop can use; logged in only when the greeting offers them. */
  extensionUris?: string[];
  timeouts?: ConnectionTimeouts;
  /** A `<hello>` after this long without a command keeps the session from the server's idle timeout. */
  keepaliveMs?: number;
  /** How often a 2400 is retried with the same clTRID, and the pause between tries. */
  transientRetries?: number;
  transientRetryDelayMs?: number;
  newClTrid: () => string;
}

/** The objects this client speaks; login names those the greeting offers. */
export const SUPPORTED_OBJECTS = [NS.domain, NS.contact, NS.host];
export const SUPPORTED_EXTENSIONS = [NS.rgp, NS.secDNS, NS.fee, NS.idnLang];

export interface CommandOutcome {
  response: EppResponse;
  kind: SuccessKind;
  clTRID: string;
}

export class EppSession {
  private keepalive: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private ended = false;

  private constructor(
    private readonly connection: EppConnection,
    readonly greeting: Greeting,
    readonly objectUris: string[],
    readonly extensionUris: string[],
    private readonly options: SessionOptions,
  ) {}

  /** Connects, reads the greeting and logs in. A refused login (2200, 2501, 2502) is thrown as EppLoginRefusedError and the connection closed. */
  static async start(options: SessionOptions): Promise<EppSession> {
    const { connection, greeting } = await EppConnection.open(options.endpoint, options.timeouts ?? DEFAULT_TIMEOUTS);
    const objectUris = SUPPORTED_OBJECTS.filter((uri) => greeting.objectUris.includes(uri));
    const wanted = options.extensionUris ?? SUPPORTED_EXTENSIONS;
    const extensionUris = wanted.filter((uri) => greeting.extensionUris.includes(uri));
    if (!objectUris.includes(NS.domain)) {
      connection.close();
      throw new EppConnectionError('the registry does not offer the domain object (RFC 5731)', false);
    }
    const session = new EppSession(connection, greeting, objectUris, extensionUris, options);
    try {
      await session.execute(commands.login({ clientId: options.clientId, password: options.password, objectUris, extensionUris }));
    } catch (error) {
      session.end();
      // A refused login is the operator's to fix, never the order's (decision 059).
      if (error instanceof EppCommandError) throw new EppLoginRefusedError(error);
      throw error;
    }
    session.scheduleKeepalive();
    return session;
  }

  get alive(): boolean {
    return !this.ended && !this.connection.closed;
  }

  supportsExtension(uri: string): boolean {
    return this.extensionUris.includes(uri);
  }

  /**
   * Sends a command and returns its successful reply; a failure code is thrown as
   * EppCommandError. `clTRID` is given when a command is resent after an unknown outcome.
   */
  execute(parts: CommandParts, clTRID: string = this.options.newClTrid()): Promise<CommandOutcome> {
    const run = this.queue.then(() => this.executeNow(parts, clTRID));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** `<hello>`: the server answers with a fresh greeting. */
  async hello(): Promise<Greeting> {
    const run = this.queue.then(async () => {
      const frame = await this.connection.send(commands.helloFrame());
      if (frame.type !== 'greeting') throw this.broken('the registry answered <hello> with something other than a greeting');
      return frame.greeting;
    });
    this.queue = run.catch(() => undefined);
    try {
      return await run;
    } catch (error) {
      this.end();
      throw error;
    }
  }

  /** Logs out (1500) and closes the connection; safe to call on a session that has ended. */
  async logout(): Promise<void> {
    if (!this.alive) return this.end();
    try {
      await this.execute(commands.logout());
    } catch {
      // the session ends either way
    } finally {
      this.end();
    }
  }

  private async executeNow(parts: CommandParts, clTRID: string): Promise<CommandOutcome> {
    if (!this.alive) throw new EppConnectionError('the session has ended', false);
    this.scheduleKeepalive();
    const retries = this.options.transientRetries ?? 2;
    for (let attempt = 0; ; attempt += 1) {
      let frame;
      try {
        frame = await this.connection.send(commands.commandFrame(parts, clTRID));
      } catch (error) {
        this.end();
        throw error;
      }
      if (frame.type !== 'response') throw this.broken('the registry answered a command with a greeting');
      const response = frame.response;
      if (response.transaction.clTRID !== null && response.transaction.clTRID !== clTRID)
        throw this.broken(`the reply carries clTRID ${response.transaction.clTRID}, not ${clTRID}`);
      try {
        return { response, kind: expectSuccess(response), clTRID };
      } catch (error) {
        if (!(error instanceof EppCommandError)) throw error;
        if (error.sessionEnded) this.end();
        else if (error.retrySameTransaction && attempt < retries) {
          await new Promise((resolve) => setTimeout(resolve, this.options.transientRetryDelayMs ?? 200));
          continue;
        }
        throw error;
      }
    }
  }

  private broken(message: string): EppConnectionError {
    this.end();
    return new EppConnectionError(message, true);
  }

  private scheduleKeepalive(): void {
    if (this.keepalive) clearTimeout(this.keepalive);
    this.keepalive = null;
    const every = this.options.keepaliveMs;
    if (!every || this.ended) return;
    this.keepalive = setTimeout(() => {
      this.hello().then(
        () => this.scheduleKeepalive(),
        () => undefined,
      );
    }, every);
    this.keepalive.unref();
  }

  private end(): void {
    this.ended = true;
    if (this.keepalive) clearTimeout(this.keepalive);
    this.keepalive = null;
    this.connection.close();
  }
}
