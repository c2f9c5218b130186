import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Asks a DNS server on loopback with Debian's dig, the way a person checks what a zone answers.
 * Answers the +short lines sorted, so tests do not depend on the order of an RRset.
 */
export async function dig(port: number, name: string, type: string, ...flags: string[]): Promise<string[]> {
  const { stdout } = await run('dig', ['@127.0.0.1', '-p', String(port), name, type, '+short', '+tries=1', '+time=2', ...flags]);
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .sort();
}
