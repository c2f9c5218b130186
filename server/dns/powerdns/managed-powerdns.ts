import type { DnsPublisher } from '../dns-publisher';
import { ensurePowerDns } from './ensure-powerdns';
import { freeLoopbackPort } from './loopback-ports';
import { createPowerDnsPublisher } from './powerdns-client';
import { preparePowerDnsFolder } from './powerdns-config';
import { createPowerDnsProcess, type ProcessLog } from './powerdns-process';

export type ManagedPowerDns =
  { running: true; publisher: DnsPublisher; dnsPort: number; apiUrl: string; stop(): Promise<void> } | { running: false; reason: string };

/**
 * The shop's own PowerDNS (DNS_SERVER=managed): installed if missing and allowed, configured in
 * `dir`, started as a child process and watched. When any step fails the answer is the reason,
 * and the shop runs on with zones kept but not served.
 */
export async function startManagedPowerDns(options: {
  dir: string;
  /** 0 picks a free port. */
  dnsPort: number;
  apiPort: number;
  nameservers: string[];
  log: ProcessLog;
  ensure?: typeof ensurePowerDns;
}): Promise<ManagedPowerDns> {
  const installed = await (options.ensure ?? ensurePowerDns)();
  if (!installed.ready) return { running: false, reason: installed.reason };
  try {
    const prepared = await preparePowerDnsFolder({
      dir: options.dir,
      dnsPort: options.dnsPort === 0 ? await freeLoopbackPort() : options.dnsPort,
      apiPort: options.apiPort === 0 ? await freeLoopbackPort() : options.apiPort,
      nameservers: options.nameservers,
    });
    const process = createPowerDnsProcess({ ...prepared, log: options.log });
    await process.start();
    const publisher = createPowerDnsPublisher({ apiUrl: prepared.apiUrl, apiKey: prepared.apiKey, nameservers: options.nameservers });
    return { running: true, publisher, dnsPort: prepared.dnsPort, apiUrl: prepared.apiUrl, stop: () => process.stop() };
  } catch (error) {
    return { running: false, reason: `PowerDNS could not be started: ${error instanceof Error ? error.message : String(error)}` };
  }
}
