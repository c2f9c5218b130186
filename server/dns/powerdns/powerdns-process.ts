import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dnsAnswers } from './dns-probe';
import type { PreparedPowerDns } from './powerdns-config';

export interface ProcessLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PowerDnsProcessOptions extends PreparedPowerDns {
  log: ProcessLog;
  /** The pdns_server binary (Debian installs it in /usr/sbin, which a user's PATH may lack). */
  binary?: string;
  /** How long a start may take before it counts as failed. */
  startTimeoutMs?: number;
  /** First wait before restarting a PowerDNS that died; doubled after each death in a row, up to maxRestartDelayMs. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
}

export const PDNS_SERVER_BINARY = '/usr/sbin/pdns_server';

/** A run that lasted this long counts as healthy: the next death starts the backoff afresh. */
const HEALTHY_RUN_MS = 60_000;
const OUTPUT_LINES_KEPT = 40;

/**
 * PowerDNS as a child process of the shop: started with its generated configuration, ready only
 * when both its API and its DNS port answer, restarted with a growing delay when it dies, and
 * stopped with SIGTERM (SIGKILL after 5 s) when the shop stops.
 */
export function createPowerDnsProcess(options: PowerDnsProcessOptions) {
  const binary = options.binary ?? PDNS_SERVER_BINARY;
  const startTimeoutMs = options.startTimeoutMs ?? 15_000;
  const restartDelayMs = options.restartDelayMs ?? 500;
  const maxRestartDelayMs = options.maxRestartDelayMs ?? 30_000;
  const configArg = `--config-dir=${options.configDir}`;
  const pidFile = path.join(options.configDir, 'pdns_server.pid');
  const output: string[] = [];
  let child: ChildProcess | null = null;
  // A shop that exits without stopping it (an uncaught error) takes its PowerDNS along.
  const killOnExit = () => child?.kill('SIGKILL');
  process.on('exit', killOnExit);
  let stopping = false;
  let deathsInARow = 0;
  let restartTimer: NodeJS.Timeout | null = null;
  let restarts = 0;

  function remember(chunk: Buffer) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      output.push(line);
      if (output.length > OUTPUT_LINES_KEPT) output.shift();
    }
  }

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

  async function launch(): Promise<void> {
    const startedAt = Date.now();
    await stopLeftover(pidFile, configArg);
    // Its own process group: a Ctrl-C in the terminal reaches the shop, which stops PowerDNS after
    // the app has closed, instead of killing it under the last pushes (and triggering a restart).
    const spawned = spawn(binary, [configArg], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child = spawned;
    if (spawned.pid) await writeFile(pidFile, `${spawned.pid}\n`).catch(() => {});
    spawned.stdout?.on('data', remember);
    spawned.stderr?.on('data', remember);
    let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    let spawnError: Error | null = null;
    spawned.once('error', (error) => {
      spawnError = error;
    });
    spawned.once('exit', (code, signal) => {
      exited = { code, signal };
      if (child === spawned) child = null;
      if (stopping) return;
      const ranFor = Date.now() - startedAt;
      if (ranFor >= HEALTHY_RUN_MS) deathsInARow = 0;
      deathsInARow += 1;
      const delay = Math.min(maxRestartDelayMs, restartDelayMs * 2 ** (deathsInARow - 1));
      options.log.warn({ code, signal, restartInMs: delay, output: output.slice(-5) }, `PowerDNS stopped unexpectedly; restarting in ${delay} ms`);
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (stopping) return;
        restarts += 1;
        launch().then(
          () => options.log.info({ pid: child?.pid }, 'PowerDNS restarted'),
          (error: unknown) => options.log.error({ err: error }, 'PowerDNS could not be restarted'),
        );
      }, delay);
      restartTimer.unref();
    });

    const deadline = startedAt + startTimeoutMs;
    while (Date.now() < deadline) {
      if (spawnError) throw new Error(`pdns_server could not be started: ${(spawnError as Error).message}`);
      if (exited) throw new Error(`pdns_server exited while starting (${describeExit(exited)}): ${output.slice(-5).join(' | ')}`);
      if (await ready()) return;
      await sleep(50);
    }
    throw new Error(`PowerDNS did not answer within ${startTimeoutMs} ms: ${output.slice(-5).join(' | ')}`);
  }

  return {
    /** Starts PowerDNS and waits until it answers; a failed start leaves nothing running. */
    async start(): Promise<void> {
      stopping = false;
      try {
        await launch();
      } catch (error) {
        stopping = true;
        await stopChild();
        throw error;
      }
    },
    /** Stops PowerDNS for good (no restart): SIGTERM, then SIGKILL after `graceMs`. */
    async stop(graceMs = 5_000): Promise<void> {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      restartTimer = null;
      await stopChild(graceMs);
      process.off('exit', killOnExit);
      await rm(pidFile, { force: true });
    },
    get pid(): number | null {
      return child?.pid ?? null;
    },
    /** How many times a dead PowerDNS was started again. */
    get restarts(): number {
      return restarts;
    },
    /** Waits until PowerDNS answers again (after a restart), or throws after `timeoutMs`. */
    async waitUntilReady(timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child && (await ready())) return;
        await sleep(50);
      }
      throw new Error(`PowerDNS did not answer within ${timeoutMs} ms`);
    },
    /** The last lines PowerDNS wrote, for error reports. */
    recentOutput: () => [...output],
  };

  async function stopChild(graceMs = 5_000): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    const killTimer = setTimeout(() => running.kill('SIGKILL'), graceMs);
    await gone;
    clearTimeout(killTimer);
  }
}

export type PowerDnsProcess = ReturnType<typeof createPowerDnsProcess>;

/**
 * A PowerDNS left running by a shop that was killed outright (SIGKILL, power loss) still holds the
 * ports. Its pid was written beside the configuration; it is stopped only if that pid is still a
 * pdns_server of this very folder, never another process that got the number since.
 */
async function stopLeftover(pidFile: string, configArg: string): Promise<void> {
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(pid) || pid <= 0) return;
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!commandLine.split('\0').includes(configArg) || !commandLine.includes('pdns_server')) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let waited = 0; waited < 5_000; waited += 50) {
    if (!(await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''))) return;
    await sleep(50);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone in the meantime.
  }
  await sleep(100);
}

function describeExit(exit: { code: number | null; signal: NodeJS.Signals | null }): string {
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
