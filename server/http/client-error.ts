import http from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import type { FastifyInstance } from 'fastify';

/**
 * Requests Node's HTTP parser refuses before any route sees them (a URL or headers over 16 KB, a
 * malformed request line, a request that took too long) still get the API's envelope
 * (`{ success, result, errors }`), not Node's empty answer. There is no session yet, so the
 * message is English; the code is the catalogue's.
 */
export function handleClientError(this: FastifyInstance, error: NodeJS.ErrnoException & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ErrorCode.PayloadTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ErrorCode.Unknown]
        : [400, ErrorCode.ParameterSyntax];
  const body = JSON.stringify({ success: false, result: null, errors: [{ code, message: errorMessage('en', code) }] });
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
