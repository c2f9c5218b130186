import { connect, type TLSSocket } from 'node:tls';
import { EppConnectionError } from './epp-result';
import { encodeFrame, FrameDecoder, DEFAULT_MAX_FRAME_BYTES } from './framing';
import { parseServerFrame, type Greeting, type ServerFrame } from './responses';

/**
 * One TLS connection to an EPP server (RFC 5734): the server certificate is verified against the
 * configured CA and the host name, the client presents its certificate, and frames go out and
 * come back in order (RFC 5730 §2.1 allows pipelining; replies keep the order of commands).
 */

export interface TlsEndpoint {
  host: string;
  port: number;
  /** PEM: the CA(s) the server certificate must chain to. */
  ca: string | Buffer;
  /** PEM client certificate and key. */
  cert: string | Buffer;
  key: string | Buffer;
  /** The name the server certificate must carry; the host by default. */
  servername?: string;
}

export interface ConnectionTimeouts {
  /** TCP + TLS handshake + greeting. */
  connectMs: number;
  /** From writing a command to its whole reply. */
  replyMs: number;
}

export const DEFAULT_TIMEOUTS: ConnectionTimeouts = { connectMs: 10_000, replyMs: 30_000 };

interface Waiter {
  resolve(frame: ServerFrame): void;
  reject(error: EppConnectionError): void;
  timer: NodeJS.Timeout;
}

export class EppConnection {
  private readonly decoder: FrameDecoder;
  private readonly waiting: Waiter[] = [];
  private failure: EppConnectionError | null = null;

  private constructor(
    private readonly socket: TLSSocket,
    private readonly timeouts: ConnectionTimeouts,
    private readonly maxFrameBytes: number,
  ) {
    this.decoder = new FrameDecoder(maxFrameBytes);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', (error) => this.fail(new EppConnectionError(`connection to the registry failed: ${error.message}`, true, error)));
    socket.on('close', () => this.fail(new EppConnectionError('the registry closed the connection', true)));
  }

  /** Connects, verifies the server, and waits for its greeting. */
  static open(
    endpoint: TlsEndpoint,
    timeouts: ConnectionTimeouts = DEFAULT_TIMEOUTS,
    maxFrameBytes = DEFAULT_MAX_FRAME_BYTES,
  ): Promise<{ connection: EppConnection; greeting: Greeting }> {
    return new Promise((resolve, reject) => {
      const socket = connect({
        host: endpoint.host,
        port: endpoint.port,
        ca: endpoint.ca,
        cert: endpoint.cert,
        key: endpoint.key,
        servername: endpoint.servername ?? (isIpAddress(endpoint.host) ? undefined : endpoint.host),
        rejectUnauthorized: true,
        minVersion: 'TLSv1.2',
      });
      const connection = new EppConnection(socket, timeouts, maxFrameBytes);
      // The greeting is the reply to the connection itself.
      connection
        .expectFrame(timeouts.connectMs, 'no greeting from the registry')
        .then((frame) => {
          if (frame.type !== 'greeting') {
            connection.close();
            reject(new EppConnectionError('the registry answered the connection with something other than a greeting', false));
          } else resolve({ connection, greeting: frame.greeting });
        })
        .catch((error: EppConnectionError) => {
          // Nothing was sent yet: a failed connection leaves nothing to check.
          reject(new EppConnectionError(error.message, false, error.cause));
        });
    });
  }

  get closed(): boolean {
    return this.failure !== null;
  }

  /** Writes one frame and resolves with the server's next frame. */
  send(xml: string): Promise<ServerFrame> {
    if (this.failure) return Promise.reject(new EppConnectionError(this.failure.message, false));
    let frame: Buffer;
    try {
      frame = encodeFrame(xml, this.maxFrameBytes);
    } catch (error) {
      return Promise.reject(new EppConnectionError((error as Error).message, false, error));
    }
    const reply = this.expectFrame(this.timeouts.replyMs, 'no reply from the registry in time');
    this.socket.write(frame);
    return reply;
  }

  /** Ends the connection at once (after logout, or when it can no longer be trusted). */
  close(): void {
    this.fail(new EppConnectionError('connection closed', false));
  }

  private expectFrame(timeoutMs: number, timeoutMessage: string): Promise<ServerFrame> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          // A late reply would be taken for the next command's: the connection is done.
          this.fail(new EppConnectionError(`${timeoutMessage} (${timeoutMs} ms)`, true));
        }, timeoutMs),
      };
      this.waiting.push(waiter);
    });
  }

  private receive(chunk: Buffer): void {
    if (this.failure) return;
    let frames: string[];
    try {
      frames = this.decoder.push(chunk);
    } catch (error) {
      this.fail(new EppConnectionError(`the registry sent a broken frame: ${(error as Error).message}`, true, error));
      return;
    }
    for (const xml of frames) {
      let frame: ServerFrame;
      try {
        frame = parseServerFrame(xml);
      } catch (error) {
        this.fail(new EppConnectionError(`the registry sent something that is not EPP: ${(error as Error).message}`, true, error));
        return;
      }
      const waiter = this.waiting.shift();
      if (!waiter) {
        this.fail(new EppConnectionError('the registry sent a frame nobody asked for', true));
        return;
      }
      clearTimeout(waiter.timer);
      waiter.resolve(frame);
    }
  }

  private fail(error: EppConnectionError): void {
    if (!this.failure) this.failure = error;
    for (const waiter of this.waiting.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
    if (!this.socket.destroyed) this.socket.destroy();
  }
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');
}
