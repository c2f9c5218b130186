import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ProcessLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface SupervisedChildOptions {
  /** For the log: "Dovecot", "Postfix", … */
  name: string;
  /** The program named when it cannot be spawned or exits while starting ("pdns_server"); `name` unless given. */
  program?: string;
  binary: string;
  args: string[];
  /** Where the child's pid is kept, so a child left by a killed shop can be stopped at the next start. */
  pidFile: string;
  /** True once the child serves (a port answers, a socket exists). */
  ready(): Promise<boolean>;
  /** Runs before every start and restart (a leftover lock, a stale socket). */
  beforeStart?(): Promise<void>;
  log: ProcessLog;
  /** How long a start (and a wait for readiness after a restart) may take; 20 s unless given. */
  startTimeoutMs?: number;
  /** First wait before restarting a child that died; doubled after each death in a row, up to maxRestartDelayMs. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
}

/** A run that lasted this long counts as healthy: the next death starts the backoff afresh. */
const HEALTHY_RUN_MS = 60_000;
const OUTPUT_LINES_KEPT = 40;

/**
 * A server run as a child process of the shop (PowerDNS, the mail servers): started in the
 * foreground with its generated configuration, ready when it answers, restarted with a growing
 * delay when it dies, and stopped with SIGTERM (SIGKILL to its process group after a grace time)
 * when the shop stops. A stop that comes while a restart is on its way starts nothing.
 */
export function createSupervisedChild(options: SupervisedChildOptions) {
  const startTimeoutMs = options.startTimeoutMs ?? 20_000;
  const restartDelayMs = options.restartDelayMs ?? 500;
  const maxRestartDelayMs = options.maxRestartDelayMs ?? 30_000;
  const program = options.program ?? options.name;
  const output: string[] = [];
  let child: ChildProcess | null = null;
  // A shop that exits without stopping it (an uncaught error) takes its servers along.
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

  async function launch(): Promise<void> {
    const startedAt = Date.now();
    await stopLeftover(options.pidFile, options.binary);
    await options.beforeStart?.();
    // stop() may have come while a restart was on its way here: then nothing is started.
    if (stopping) throw new Error(`${options.name} was stopped before it started`);
    // Its own process group: a Ctrl-C reaches the shop, which stops the servers after the app has closed.
    const spawned = spawn(options.binary, options.args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child = spawned;
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
      options.log.warn(
        { code, signal, restartInMs: delay, output: output.slice(-5) },
        `${options.name} stopped unexpectedly; restarting in ${delay} ms`,
      );
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (stopping) return;
        restarts += 1;
        launch().then(
          () => options.log.info({ pid: child?.pid }, `${options.name} restarted`),
          (error: unknown) => options.log.error({ err: error }, `${options.name} could not be restarted`),
        );
      }, delay);
      restartTimer.unref();
    });

    // Only now that every listener is attached: a child that dies at once must not go unnoticed.
    if (spawned.pid) await writeFile(options.pidFile, `${spawned.pid}\n`).catch(() => {});
    const deadline = startedAt + startTimeoutMs;
    const failure = (): Error | null => {
      if (spawnError) return new Error(`${program} could not be started: ${(spawnError as Error).message}`);
      if (exited) return new Error(`${program} exited while starting (${describeExit(exited)}): ${output.slice(-5).join(' | ')}`);
      return null;
    };
    while (Date.now() < deadline) {
      const failed = failure();
      if (failed) throw failed;
      // A probe that hangs (a port that accepts but never answers) must not outlast the deadline.
      if (await probeWithin(options.ready, Math.max(0, deadline - Date.now()))) return;
      await sleep(50);
    }
    // The child may have died during the last probe: say so rather than "did not answer".
    throw failure() ?? new Error(`${options.name} did not answer within ${startTimeoutMs} ms: ${output.slice(-5).join(' | ')}`);
  }

  async function stopChild(graceMs = 5_000): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    const killTimer = setTimeout(() => {
      // The whole group: a master's own children go too.
      if (running.pid) {
        try {
          process.kill(-running.pid, 'SIGKILL');
        } catch {
          running.kill('SIGKILL');
        }
      }
    }, graceMs);
    await gone;
    clearTimeout(killTimer);
  }

  return {
    name: options.name,
    /** Starts the child and waits until it answers; a failed start leaves nothing running. */
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
    /** Stops the child for good (no restart). */
    async stop(graceMs = 5_000): Promise<void> {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      restartTimer = null;
      await stopChild(graceMs);
      process.off('exit', killOnExit);
      await rm(options.pidFile, { force: true });
    },
    /** Sends a signal to the running child (SIGHUP: reload); false when none runs. */
    signal(signal: NodeJS.Signals): boolean {
      if (!child || child.exitCode !== null) return false;
      return child.kill(signal);
    },
    get pid(): number | null {
      return child?.pid ?? null;
    },
    get restarts(): number {
      return restarts;
    },
    /** Waits until the child answers again (after a restart), or throws after `timeoutMs`. */
    async waitUntilReady(timeoutMs = startTimeoutMs): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child && (await options.ready())) return;
        await sleep(50);
      }
      throw new Error(`${options.name} did not answer within ${timeoutMs} ms`);
    },
    /** The last lines the child wrote, for error reports. */
    recentOutput: () => [...output],
  };
}

export type SupervisedChild = ReturnType<typeof createSupervisedChild>;

/**
 * A server left running by a shop that was killed outright (SIGKILL, power loss) still holds the
 * ports and locks. Its pid was written beside the configuration; it is stopped only if that pid
 * still runs the same binary with a command line naming our folder (the pid file's folder, as a
 * whole path: not a longer folder that starts with the same letters), never another process that
 * got the number since.
 */
async function stopLeftover(pidFile: string, binary: string): Promise<void> {
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(pid) || pid <= 1) return;
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  const folder = path.dirname(pidFile);
  const binaryName = path.basename(binary);
  if (!commandLine.includes(binaryName) || !namesFolder(commandLine, folder)) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      return;
    }
  }
  for (let waited = 0; waited < 5_000; waited += 50) {
    if (!(await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''))) return;
    await sleep(50);
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Gone in the meantime.
  }
  await sleep(100);
}

/** The command line (NUL-separated arguments) names `folder` itself or a path inside it. */
function namesFolder(commandLine: string, folder: string): boolean {
  for (let at = commandLine.indexOf(folder); at !== -1; at = commandLine.indexOf(folder, at + 1)) {
    const next = commandLine.charAt(at + folder.length);
    if (next === '' || next === '/' || next === '\0') return true;
  }
  return false;
}

function describeExit(exit: { code: number | null; signal: NodeJS.Signals | null }): string {
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** `ready()` or false once `ms` have passed, whichever comes first. */
async function probeWithin(ready: () => Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([ready().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
