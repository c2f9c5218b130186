// How long `npm run check` (typecheck, lint, the unit tier) takes beside the full vitest suite (the
// unit, web and database tiers; the browser tier is left out, it needs the build and chromium).
// Part of `npm run bench`; BENCH_ONLY=tests runs it alone. Decision 044: check under 2 minutes.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const CHECK_TARGET_MS = 120_000;

/** Wall time of one command, which must succeed. */
function timed(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors = (errors + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = performance.now() - startedAt;
      if (code === 0) resolve(ms);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${errors}`));
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `npm run check` twice: from cold caches (as in a fresh clone or CI) and again with the
 * typecheck's and lint's caches in node_modules/.cache (as after a small change), then the full
 * suite once. Both on PGlite: DATABASE_URL is cleared.
 */
export async function testTierLines({ line }) {
  const env = { DATABASE_URL: '' };
  rmSync('node_modules/.cache/tsc', { recursive: true, force: true });
  rmSync('node_modules/.cache/eslint', { recursive: true, force: true });
  const cold = await timed('npm', ['run', 'check', '--silent'], env);
  const warm = await timed('npm', ['run', 'check', '--silent'], env);
  const met = (ms) => `target < ${CHECK_TARGET_MS / 1000} s: ${ms < CHECK_TARGET_MS ? 'met' : 'NOT met'}`;
  line('npm run check, cold caches (typecheck, lint, unit tier)', `${seconds(cold)}  (${met(cold)})`);
  line('npm run check, warm caches', `${seconds(warm)}  (${met(warm)})`);
  const unit = await timed('npx', ['vitest', 'run', '--project', 'unit'], env);
  const full = await timed('npx', ['vitest', 'run'], env);
  line('unit tier alone', seconds(unit));
  line(
    'full suite without the browser (vitest run: unit, web, db)',
    `${seconds(full)}, check (cold) is ${((cold / full) * 100).toFixed(0)} % of it`,
  );
}
