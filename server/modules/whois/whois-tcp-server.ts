import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import type { WhoisLookupService } from './whois-lookup.service';
import { presentWhoisNoMatch, presentWhoisText } from './whois-text.presenter';

/**
 * A WHOIS server on TCP (RFC 3912): one query line ending in CRLF, a text answer, then the
 * server closes. Accepts "name" and the common "domain name" form.
 */
export function createWhoisTcpServer(deps: {
  lookup: WhoisLookupService;
  log: FastifyBaseLogger;
  serverName: string | null;
  perMinute?: number;
  limiter?: RateLimiter;
}) {
  // The shop passes a limiter counted in the database, shared by all its processes.
  const limiter = deps.limiter ?? createRateLimiter({ limit: deps.perMinute ?? 60, windowMs: 60_000 });
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy());
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > 1024) {
        socket.end('Query too long.\r\n');
        return;
      }
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      const query = buffer
        .slice(0, end)
        .replace(/\r$/, '')
        .replace(/^domain\s+/i, '')
        .trim();
      socket.pause();
      void answer(query, socket.remoteAddress ?? 'unknown').then(
        (text) => socket.end(text),
        (error) => {
          deps.log.error({ err: error }, 'whois query failed');
          socket.end('Temporary failure, please try again later.\r\n');
        },
      );
    });
    socket.on('error', () => socket.destroy());
  });

  async function answer(query: string, address: string): Promise<string> {
    const wait = await limiter.hit(address);
    if (wait > 0) return `Query rate limit exceeded. Try again in ${wait} seconds.\r\n`;
    const result = await deps.lookup.lookup(query);
    if (result.kind === 'registered') return presentWhoisText(result.info, { now: deps.lookup.now(), whoisServer: deps.serverName });
    if (result.kind === 'invalid') return presentWhoisNoMatch(result.query, 'invalid');
    return presentWhoisNoMatch(result.name, result.kind);
  }

  return {
    listen(port: number, host: string): Promise<number> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as net.AddressInfo).port);
        });
      });
    },
    close(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
