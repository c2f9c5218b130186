import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportZoneFile } from '@common/dns/zone-file/zone-file-export';
import { exampleRrsets as rrsets, exampleSoa as soa } from '@common/dns/zone-file/zone-file-fixtures';

/** The export checked by BIND's own zone checker (Debian's bind9-utils), when it is installed. */
describe('exportZoneFile read by BIND', () => {
  const checkzone = spawnSync('named-checkzone', ['-v']).status === 0;
  it.skipIf(!checkzone)('is a zone BIND accepts (named-checkzone)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'zone-export-'));
    try {
      const file = path.join(folder, 'example.com.zone');
      writeFileSync(file, exportZoneFile('example.com', rrsets, soa));
      // -i local: the in-zone glue of the test names is not the point; a failure throws with BIND's words.
      const output = execFileSync('named-checkzone', ['-i', 'local', '-k', 'fail', '-n', 'ignore', 'example.com', file], {
        encoding: 'utf8',
      });
      expect(output).toContain(`loaded serial ${soa.serial}`);
      expect(output.trim().split('\n').at(-1)).toBe('OK');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
