import { describe, expect, it } from 'vitest';
import { serverTestTiers, tierOf } from './test-tiers';

describe('the test tier of a common/ or server/ test file', () => {
  it('is unit for pure code and the pure helpers of server/test/', () => {
    expect(tierOf("import { describe } from 'vitest';\nimport { money } from '@common/money/money';\n")).toBe('unit');
    expect(tierOf("import { parseXml } from '../../test/parse-xml';\nimport { pdfText } from '../../test/pdf-text';\n")).toBe('unit');
    expect(tierOf("import { startViesDouble } from '@server/test/vies-double';\n")).toBe('unit');
    // A folder named test inside a package is no helper of server/test/.
    expect(tierOf("import x from 'some-package/test/thing';\n")).toBe('unit');
  });

  it('is db for the test app, the test database, real servers and helpers still to come', () => {
    expect(tierOf("import { createTestApp, type TestApp } from '../../test/test-app';\n")).toBe('db');
    expect(tierOf("import {\n  createTestDatabase,\n} from '../test/test-database';\n")).toBe('db');
    expect(tierOf("import { startPowerDns } from '@server/test/powerdns';\n")).toBe('db');
    expect(tierOf("import { startMailServers } from '@server/test/mail-servers.ts';\n")).toBe('db');
    expect(tierOf("import { anything } from '../../test/a-helper-written-tomorrow';\n")).toBe('db');
  });

  it('is db for the database client, PGlite, pg and programs started with child_process', () => {
    expect(tierOf("import { openDatabase } from './db/client';\n")).toBe('db');
    expect(tierOf("import { PGlite } from '@electric-sql/pglite';\n")).toBe('db');
    expect(tierOf("import pg from 'pg';\n")).toBe('db');
    expect(tierOf("import { execFileSync } from 'node:child_process';\n")).toBe('db');
    expect(tierOf("const { migrateDatabase } = await import('../db/migrate');\n")).toBe('db');
  });

  it('follows a file that names its tier itself', () => {
    expect(tierOf("// test tier: db\nimport { describe } from 'vitest';\n")).toBe('db');
    expect(tierOf("// test tier: unit\nimport { spawn } from 'node:child_process';\n")).toBe('unit');
  });

  it('puts every test file of this repository in exactly one tier', () => {
    const tiers = serverTestTiers(process.cwd());
    expect(tiers.unit).toContain('common/money/money.test.ts');
    expect(tiers.db).toContain('server/security-sweep.test.ts');
    expect(tiers.db).toContain('server/two-processes.test.ts');
    expect(tiers.unit.filter((file) => tiers.db.includes(file))).toEqual([]);
  });
});
