import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The boundary rules of eslint.config.js (docs/ARCHITECTURE.md "Boundaries", decision 054) fire on
 * deliberate violations and stay quiet on code that keeps them. Each snippet is linted as if it were
 * a file in the named folder; its imports resolve to the repository's real files.
 */
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

// The first lint of a file that imports much (the cycle check reads what it imports) takes seconds.
vi.setConfig({ testTimeout: 120_000 });

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js'), cache: false });
});

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
}

async function rulesFired(file: string, code: string): Promise<(string | null)[]> {
  return (await lint(file, code)).map((message) => message.rule);
}

describe('the boundaries between the three programs', () => {
  it('common/ imports neither the server nor the web app', async () => {
    expect(
      await lint('common/money/probe.ts', "import { systemClock } from '@server/lib/clock';\nexport const now = systemClock.now();\n"),
    ).toEqual([
      { rule: 'import-x/no-restricted-paths', message: expect.stringContaining('common/ is shared by the server and the web app') },
    ]);
    expect(await rulesFired('common/money/probe.ts', "import { paths } from '../../web/app/paths';\nexport const home = paths;\n")).toEqual(
      ['import-x/no-restricted-paths'],
    );
    expect(
      await rulesFired('common/money/probe.ts', "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n"),
    ).toEqual(['no-restricted-imports']);
  });

  it('the server never imports web code, and the web app never imports server code', async () => {
    expect(await lint('server/lib/probe.ts', "import { paths } from '@web/app/paths';\nexport const home = paths;\n")).toEqual([
      { rule: 'import-x/no-restricted-paths', message: expect.stringContaining('The server never imports web code') },
    ]);
    expect(
      await lint('web/lib/probe.ts', "import { systemClock } from '@server/lib/clock';\nexport const now = systemClock.now();\n"),
    ).toEqual([{ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('over HTTP only') }]);
  });
});

describe('the layers of the web app', () => {
  it('shared code imports no feature, page or shell file', async () => {
    expect(
      await lint(
        'web/lib/probe.ts',
        "import { useLocalization } from '@web/features/session/hooks/use-session';\nexport const use = useLocalization;\n",
      ),
    ).toEqual([{ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('Shared web code imports no feature') }]);
    expect(
      await rulesFired(
        'web/components/ui/probe.tsx',
        "import { NotFoundPage } from '@web/pages/not-found-page';\nexport const Page = NotFoundPage;\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await rulesFired(
        'web/app/probe.ts',
        "import { CART_SECTIONS } from '../features/cart/cart-rules';\nexport const sections = CART_SECTIONS;\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('a feature never imports another feature, a page or the shell', async () => {
    expect(
      await lint(
        'web/features/dashboard/probe.ts',
        "import { CART_SECTIONS } from '@web/features/cart/cart-rules';\nexport const sections = CART_SECTIONS;\n",
      ),
    ).toEqual([{ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('never another feature') }]);
    expect(
      await rulesFired(
        'web/features/dashboard/probe.tsx',
        "import { NotFoundPage } from '@web/pages/not-found-page';\nexport const Page = NotFoundPage;\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await rulesFired(
        'web/features/dashboard/probe.ts',
        "import { ScrollManager } from '@web/app/scroll-manager';\nexport const Part = ScrollManager;\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('the base features (session, config) import no other feature', async () => {
    expect(
      await lint(
        'web/features/session/probe.ts',
        "import { CART_SECTIONS } from '@web/features/cart/cart-rules';\nexport const sections = CART_SECTIONS;\n",
      ),
    ).toEqual([
      {
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('A base feature (session, config) imports no other feature'),
      },
    ]);
  });

  it('lets a feature use shared code and the base features, and the shell use every feature', async () => {
    const feature = [
      "import { paths } from '@web/app/paths';",
      "import { queryKeys } from '@web/lib/query-keys';",
      "import { useLocalization } from '@web/features/session/hooks/use-session';",
      "import { useAppSettings } from '@web/features/config/api/get-app-settings';",
      "import { CART_SECTIONS } from '../cart-rules';",
      'export const all = [paths, queryKeys, useLocalization, useAppSettings, CART_SECTIONS];',
      '',
    ].join('\n');
    expect(await lint('web/features/cart/probe.ts', feature)).toEqual([]);
    const page = [
      "import { CART_SECTIONS } from '@web/features/cart/cart-rules';",
      "import { transfersKeys } from '@web/features/transfers/transfers-keys';",
      'export const all = [CART_SECTIONS, transfersKeys];',
      '',
    ].join('\n');
    expect(await lint('web/pages/probe-page.tsx', page)).toEqual([]);
    expect(await lint('web/features/layout/probe.ts', page)).toEqual([]);
  });
});

describe('no import cycles', () => {
  it('reports an import that closes a cycle', async () => {
    // lifecycle.service.ts imports registration-data.ts; an import back closes the loop.
    expect(readFileSync(path.join(root, 'server/modules/lifecycle/lifecycle.service.ts'), 'utf8')).toContain("from './registration-data'");
    const closing = "import { LIFECYCLE_SWEEP_JOB } from './lifecycle.service';\nexport const kind = LIFECYCLE_SWEEP_JOB;\n";
    expect(await rulesFired('server/modules/lifecycle/registration-data.ts', closing)).toEqual(['import-x/no-cycle']);
  });

  it('stays quiet on an import that closes no cycle', async () => {
    expect(
      await lint(
        'server/modules/lifecycle/probe.ts',
        "import { LIFECYCLE_SWEEP_JOB } from './lifecycle.service';\nexport const kind = LIFECYCLE_SWEEP_JOB;\n",
      ),
    ).toEqual([]);
  });
});

describe('only repositories build queries', () => {
  const query = "import { eq } from 'drizzle-orm';\nexport const equals = eq;\n";
  const table = "import { users } from '../../db/schema/index';\nexport const table = users;\n";
  const rowType = "import type { UserRow } from '../../db/schema/index';\nexport type Row = UserRow;\n";

  it('refuses the query builder and the tables in services, jobs and other server files', async () => {
    expect(await lint('server/modules/order/probe.service.ts', query)).toEqual([
      { rule: '@typescript-eslint/no-restricted-imports', message: expect.stringContaining('Queries belong in repositories') },
    ]);
    expect(await rulesFired('server/modules/order/probe.job.ts', table)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await rulesFired('server/lib/probe.ts', "import { sql } from 'drizzle-orm';\nexport const one = sql`select 1`;\n")).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(
      await rulesFired(
        'server/modules/order/probe.routes.ts',
        "import { createOrderRepository } from './order.repository';\nexport const make = createOrderRepository;\n",
      ),
    ).toEqual(['no-restricted-imports']);
  });

  it('allows them in repositories, the database folder and test support, and row types everywhere', async () => {
    expect(await lint('server/modules/order/probe.repository.ts', query)).toEqual([]);
    expect(await lint('server/modules/order/probe.repository.ts', table)).toEqual([]);
    expect(await lint('server/db/probe.ts', query)).toEqual([]);
    expect(await lint('server/test/probe.ts', table)).toEqual([]);
    expect(await lint('server/modules/order/probe.service.ts', rowType)).toEqual([]);
  });
});
