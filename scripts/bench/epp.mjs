// EPP figures of `npm run bench` (issue 19): 500 names checked through the EPP gateway (TLS, the
// session pool, the EPP test server that serves the sandbox registry's data) beside the same names
// checked with the sandbox gateway straight on the same database, in the same run; and
// registrations a second through the EPP gateway with a pool of 2 sessions. The gateway and the
// test server are the shop's own modules, bundled for this run (as mail.mjs does).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const NAMES = 500;
const RUNS = 5;
const REGISTRATIONS = Number(process.env.BENCH_EPP_REGISTRATIONS ?? 200);
/** Callers at once; the pool lets 2 of them talk to the registry, the others wait for a session. */
const CALLERS = 8;
const TLDS = ['com', 'net', 'org', 'de'];

async function loadModules() {
  // Below dist/, two levels under the root, so that the migrations are found as from the bundle.
  const outfile = path.resolve('dist/bench/epp-bench.mjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    stdin: {
      contents: [
        "export { openDatabase } from './server/db/client';",
        "export { migrateDatabase } from './server/db/migrate';",
        "export { seedReferenceData } from './server/db/seed/seed';",
        "export { seedSandboxRegistry } from './server/db/seed/sandbox-registry.seed';",
        "export { createSandboxRegistry } from './server/registry/sandbox/sandbox-registry';",
        "export { loadEppConfig } from './server/registry/epp/epp-config';",
        "export { createEppGatewayFromConfig } from './server/registry/epp/epp-gateway-factory';",
        "export { startEppTestRegistry } from './server/test/epp/epp-test-registry';",
        "export { systemClock } from './server/lib/clock';",
      ].join('\n'),
      resolveDir: process.cwd(),
      loader: 'ts',
      sourcefile: 'epp-bench-entry.ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

const registrant = {
  name: 'Bench Registrant',
  org: null,
  street: ['Hauptstraße 1'],
  city: 'Köln',
  stateOrProvince: null,
  postalCode: '50667',
  countryCode: 'DE',
  phone: '+49.2211234567',
  email: 'bench@example.org',
};

/** Time to the first answer and to the last of one check of `names`. */
async function timeCheck(gateway, names) {
  const started = performance.now();
  let first = null;
  let count = 0;
  for await (const _result of gateway.check(names)) {
    if (first === null) first = performance.now() - started;
    count++;
  }
  const all = performance.now() - started;
  if (count !== names.length) throw new Error(`a check of ${names.length} names gave ${count} answers`);
  return { first, all };
}

/** Registrations a second of `count` fresh names, `CALLERS` at once. */
async function registrationsPerSecond(gateway, prefix, count) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (next < count) {
        const index = next++;
        await gateway.create({
          name: `${prefix}-${index}.${TLDS[index % TLDS.length]}`,
          periodYears: 1,
          registrant,
          nameservers: [],
          authInfo: `Bench-auth-${index}!`,
        });
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/** `line` and `median` come from run.mjs; `dir` is a fresh folder for the embedded database. */
export async function eppLines({ line, median, dir }) {
  mkdirSync(dir, { recursive: true });
  const modules = await loadModules();
  const database = await modules.openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
  let registry = null;
  let epp = null;
  try {
    await modules.migrateDatabase(database);
    await modules.seedReferenceData(database.db);
    await modules.seedSandboxRegistry(database.db, new Date());
    registry = await modules.startEppTestRegistry({ database, clock: modules.systemClock, tlds: TLDS, sessionLimit: 2 });
    const [config] = modules.loadEppConfig(registry.env);
    epp = modules.createEppGatewayFromConfig(config);
    const sandbox = modules.createSandboxRegistry({ db: database.db, clock: modules.systemClock, registrarId: 'shop' });

    const names = (run) => Array.from({ length: NAMES }, (_unused, index) => `bench-epp-${run}-${index}.${TLDS[index % TLDS.length]}`);
    // One check each first: the sessions log in, the statements are prepared; it is not counted.
    await timeCheck(epp.gateway, names('warm'));
    await timeCheck(sandbox, names('warm'));
    const eppRuns = [];
    const sandboxRuns = [];
    for (let run = 0; run < RUNS; run++) {
      sandboxRuns.push(await timeCheck(sandbox, names(run)));
      eppRuns.push(await timeCheck(epp.gateway, names(run)));
    }
    const figures = (runs) => ({ first: median(runs.map((entry) => entry.first)), all: median(runs.map((entry) => entry.all)) });
    const base = figures(sandboxRuns);
    const over = figures(eppRuns);
    line(
      `domain check, ${NAMES} names, sandbox gateway (median of ${RUNS})`,
      `first ${base.first.toFixed(1)} ms, all ${base.all.toFixed(1)} ms`,
    );
    line(
      `  the same over EPP (TLS, pool of 2, test server)`,
      `first ${over.first.toFixed(1)} ms, all ${over.all.toFixed(1)} ms; ratio first ${(over.first / base.first).toFixed(2)}, all ${(over.all / base.all).toFixed(2)}`,
    );

    const stamp = Date.now();
    const sandboxRate = await registrationsPerSecond(sandbox, `bench-sbx-${stamp}`, REGISTRATIONS);
    const commandsBefore = registry.server.commandLog.length;
    const eppRate = await registrationsPerSecond(epp.gateway, `bench-reg-${stamp}`, REGISTRATIONS);
    const creates = registry.server.commandLog.slice(commandsBefore).filter((entry) => entry.command === 'domain:create').length;
    if (creates !== REGISTRATIONS) throw new Error(`${creates} domain:create commands reached the EPP server, not ${REGISTRATIONS}`);
    line(`registrations, sandbox gateway (${REGISTRATIONS} names, ${CALLERS} callers)`, `${sandboxRate.toFixed(1)} names/s`);
    line(
      `  the same over EPP, pool of ${config.sessionLimit} sessions`,
      `${eppRate.toFixed(1)} names/s (contact:create + domain:create each; ${epp.pool.startedSessions} sessions started), ratio ${(eppRate / sandboxRate).toFixed(2)}`,
    );
  } finally {
    await epp?.close();
    await registry?.close();
    await database.close();
  }
}
