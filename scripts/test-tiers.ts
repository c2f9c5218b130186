import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which tier a common/ or server/ test file belongs to, decided by what it imports (decision 044),
 * so that a new file lands in the right tier without a naming rule:
 *
 * - `db`: it opens a database or runs a real program — it imports a helper from server/test/
 *   (the test app, the test database, PowerDNS, pebble, the mail servers, …) other than the pure
 *   helpers below, the database client, migrations, `pg` or PGlite, or node:child_process (a
 *   program of a Debian package such as BIND's named-checkzone, or a second shop process).
 * - `unit`: everything else (pure code in one process, no database, nothing to install but npm's).
 *
 * A file can name its tier itself with a line `// test tier: db` (or `unit`) when its imports say
 * otherwise, e.g. one that starts a server with node:child_process alone.
 */
export type ServerTier = 'unit' | 'db';

/** server/test/ helpers that open no database and start no server of their own. */
const PURE_HELPERS = new Set(['parse-xml', 'pdf-text', 'pdf-image', 'vies-double', 'epp/epp-schema', 'epp/test-pki']);

const TIER_MARK = /^\/\/ test tier: (unit|db)\s*$/m;
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const DATABASE_OR_PROGRAM = /(?:^|\/)db\/(?:client|migrate)(?:\.ts)?$|^pg$|^@electric-sql\/pglite|^(?:node:)?child_process$/;

export function tierOf(source: string): ServerTier {
  const mark = TIER_MARK.exec(source);
  if (mark) return mark[1] as ServerTier;
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (DATABASE_OR_PROGRAM.test(specifier)) return 'db';
    const helper = /(?:^@server\/|(?:^|\/))test\/(.+?)(?:\.ts)?$/.exec(specifier);
    if (helper && (specifier.startsWith('.') || specifier.startsWith('@server/')) && !PURE_HELPERS.has(helper[1])) return 'db';
  }
  return 'unit';
}

function testFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...testFiles(root, relative));
    } else if (entry.name.endsWith('.test.ts')) {
      found.push(relative);
    }
  }
  return found;
}

/** The common/ and server/ test files of each tier, as paths relative to `root`. */
export function serverTestTiers(root: string): Record<ServerTier, string[]> {
  const tiers: Record<ServerTier, string[]> = { unit: [], db: [] };
  for (const file of [...testFiles(root, 'common'), ...testFiles(root, 'server')]) {
    tiers[tierOf(readFileSync(path.join(root, file), 'utf8'))].push(file);
  }
  return tiers;
}
