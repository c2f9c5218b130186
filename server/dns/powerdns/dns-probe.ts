import { randomInt } from 'node:crypto';
import { createSocket } from 'node:dgram';

/**
 * Sends one DNS query (". SOA") over UDP and resolves true when any answer with the same id comes
 * back, whatever its rcode: PowerDNS answers REFUSED for names it has no zone for, which is proof
 * enough that its DNS threads are up. False after `timeoutMs`.
 */
export function dnsAnswers(port: number, timeoutMs = 300): Promise<boolean> {
  return new Promise((resolve) => {
    const id = randomInt(0, 0x10000);
    // Header: id, flags 0 (standard query, no recursion), 1 question; question: root, SOA (6), IN (1).
    const query = Buffer.from([id >> 8, id & 0xff, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 1]);
    const socket = createSocket('udp4');
    let settled = false;
    const finish = (answered: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.close();
      resolve(answered);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('error', () => finish(false));
    socket.on('message', (message) => {
      if (message.length >= 2 && message.readUInt16BE(0) === id) finish(true);
    });
    socket.send(query, port, '127.0.0.1', (error) => {
      if (error) finish(false);
    });
  });
}
