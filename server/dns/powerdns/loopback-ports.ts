import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

/**
 * A loopback port free for both TCP and UDP right now (DNS needs both on one number). Another
 * process may still take it before PowerDNS binds it; the start then fails with PowerDNS's own
 * "unable to bind" line and the caller can try again.
 */
export async function freeLoopbackPort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await freeTcpPort();
    if (await udpPortFree(port)) return port;
  }
  throw new Error('no free loopback port for both TCP and UDP');
}

function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

function udpPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    socket.once('error', () => {
      socket.close();
      resolve(false);
    });
    socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
  });
}
