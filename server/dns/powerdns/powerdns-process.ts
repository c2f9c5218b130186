import path from 'node:path';
import { createSupervisedChild, type ProcessLog, type SupervisedChild } from '@server/lib/supervised-child';
import { dnsAnswers } from './dns-probe';
import type { PreparedPowerDns } from './powerdns-config';

export type { ProcessLog };

export interface PowerDnsProcessOptions extends PreparedPowerDns {
  log: ProcessLog;
  /** The pdns_server binary (Debian installs it in /usr/sbin, which a user's PATH may lack). */
  binary?: string;
  /** How long a start may take before it counts as failed (15 s unless given). */
  startTimeoutMs?: number;
  /** First wait before restarting a PowerDNS that died; doubled after each death in a row, up to maxRestartDelayMs. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
}

export const PDNS_SERVER_BINARY = '/usr/sbin/pdns_server';

/**
 * PowerDNS as a supervised child process of the shop (server/lib/supervised-child.ts): started
 * with its generated configuration, ready only when both its API and its DNS port answer,
 * restarted with a growing delay when it dies, and stopped with SIGTERM (SIGKILL after 5 s) when
 * the shop stops.
 */
export function createPowerDnsProcess(options: PowerDnsProcessOptions): SupervisedChild {
  async function ready(): Promise<boolean> {
    try {
      const response = await fetch(`${options.apiUrl}/api/v1/servers/localhost`, {
        headers: { 'X-API-Key': options.apiKey },
        signal: AbortSignal.timeout(500),
      });
      await response.arrayBuffer();
      if (!response.ok) return false;
    } catch {
      return false;
    }
    // The webserver comes up before the DNS threads; a zone pushed then is fine, but dig is not answered yet.
    return dnsAnswers(options.dnsPort);
  }

  return createSupervisedChild({
    name: 'PowerDNS',
    program: 'pdns_server',
    binary: options.binary ?? PDNS_SERVER_BINARY,
    args: [`--config-dir=${options.configDir}`],
    pidFile: path.join(options.configDir, 'pdns_server.pid'),
    ready,
    log: options.log,
    startTimeoutMs: options.startTimeoutMs ?? 15_000,
    restartDelayMs: options.restartDelayMs,
    maxRestartDelayMs: options.maxRestartDelayMs,
  });
}

export type PowerDnsProcess = SupervisedChild;
