import { EppCommandError, EppConnectionError, EppLoginRefusedError } from './epp-result';
import { EppSession, type SessionOptions } from './session';

/**
 * A few sessions per registry (registries cap them, often at 2–10). A caller borrows a session for
 * one command or a short sequence; a session that ended (2500–2502, a dropped connection, a
 * timeout) is dropped and the next borrower gets a new one. Only queries are retried on a new
 * session: a transform whose reply was lost is left to the caller, who checks with info first.
 */

export interface PoolOptions {
  session: SessionOptions;
  /** Sessions open at once at most. */
  limit: number;
  /** Starts a session; EppSession.start unless a test says otherwise. */
  start?: (options: SessionOptions) => Promise<EppSession>;
  /** Told of each refused login (the operator's to fix: credentials, certificate, allow-list). */
  onLoginRefused?: (error: EppLoginRefusedError) => void;
}

export class EppSessionPool {
  private readonly idle: EppSession[] = [];
  private readonly waiting: Array<(session: EppSession | null) => void> = [];
  private open = 0;
  private closing = false;
  /** Sessions started over the pool's life (for tests and the logs). */
  startedSessions = 0;

  constructor(private readonly options: PoolOptions) {
    if (!Number.isInteger(options.limit) || options.limit < 1) throw new RangeError('the session limit must be at least 1');
  }

  get size(): number {
    return this.open;
  }

  /**
   * Runs `work` on a session. `idempotent` work (check, info, poll) that loses its session is
   * run once more on a new one; other work passes the error on.
   */
  async run<T>(work: (session: EppSession) => Promise<T>, options: { idempotent: boolean }): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const session = await this.acquire();
      try {
        const result = await work(session);
        this.release(session);
        return result;
      } catch (error) {
        this.release(session);
        const sessionLost = error instanceof EppConnectionError || (error instanceof EppCommandError && error.sessionEnded);
        const safeToRepeat = options.idempotent || (error instanceof EppConnectionError && !error.outcomeUnknown);
        if (sessionLost && safeToRepeat && attempt === 0 && !this.closing) continue;
        throw error;
      }
    }
  }

  /** Logs out every session; borrowers still waiting are refused. */
  async close(): Promise<void> {
    this.closing = true;
    for (const waiter of this.waiting.splice(0)) waiter(null);
    const sessions = this.idle.splice(0);
    this.open -= sessions.length;
    await Promise.all(sessions.map((session) => session.logout()));
  }

  private async acquire(): Promise<EppSession> {
    if (this.closing) throw new EppConnectionError('the registry connection is shutting down', false);
    for (let session = this.idle.pop(); session; session = this.idle.pop()) {
      if (session.alive) return session;
      this.open -= 1;
    }
    if (this.open < this.options.limit) {
      this.open += 1;
      try {
        const session = await this.startSession();
        this.startedSessions += 1;
        return session;
      } catch (error) {
        this.open -= 1;
        this.wakeOne();
        throw error;
      }
    }
    const session = await new Promise<EppSession | null>((resolve) => this.waiting.push(resolve));
    if (!session) throw new EppConnectionError('the registry connection is shutting down', false);
    if (session === DEAD) return this.acquire();
    if (session.alive) return session;
    // handed a session that died in between: its slot is free again
    this.open -= 1;
    return this.acquire();
  }

  private release(session: EppSession): void {
    if (!session.alive || this.closing) {
      this.open -= 1;
      if (this.closing && session.alive) void session.logout();
      this.wakeOne();
      return;
    }
    const waiter = this.waiting.shift();
    if (waiter) waiter(session);
    else this.idle.push(session);
  }

  private async startSession(): Promise<EppSession> {
    try {
      return await (this.options.start ?? EppSession.start)(this.options.session);
    } catch (error) {
      if (error instanceof EppLoginRefusedError) this.options.onLoginRefused?.(error);
      throw error;
    }
  }

  /** A slot came free: the first waiter starts a new session. */
  private wakeOne(): void {
    const waiter = this.waiting.shift();
    if (!waiter) return;
    this.open += 1;
    this.startSession().then(
      (session) => {
        this.startedSessions += 1;
        waiter(session);
      },
      () => {
        this.open -= 1;
        // The waiter tries again itself (and sees the error) through acquire.
        waiter(DEAD);
      },
    );
  }
}

/** Stands for a session that could not be started, so the waiter calls acquire itself. */
const DEAD = { alive: false } as EppSession;
