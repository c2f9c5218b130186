import type { Server, Socket } from 'node:net';

/**
 * Caps the connections one address holds open at once: beyond `perAddress`, a new connection is
 * closed at once, so a single client cannot tie up the server with idle or slow connections
 * (a slow-loris); together with the request timeout, which closes a connection whose request
 * does not arrive in time. 0 turns the cap off.
 */
export function limitConnectionsPerAddress(server: Server, perAddress: number): void {
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
