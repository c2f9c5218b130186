import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Validation of EPP frames against the IETF schemas in ../shared/testdata/epp (all.xsd imports
 * epp, eppcom, domain, host, contact, rgp and secDNS-1.1) with xmllint (Debian libxml2-utils).
 */
export const EPP_SCHEMA_DIR = resolve(import.meta.dirname, '../../../../shared/testdata/epp');
export const EPP_ALL_XSD = resolve(EPP_SCHEMA_DIR, 'all.xsd');

export function schemaAvailable(): boolean {
  return existsSync(EPP_ALL_XSD);
}

/** Resolves with null when the frame validates, with xmllint's complaint otherwise. */
export function validateEppFrame(xml: string): Promise<string | null> {
  return new Promise((done, fail) => {
    const child = execFile(
      'xmllint',
      ['--noout', '--nonet', '--schema', EPP_ALL_XSD, '-'],
      { timeout: 20_000 },
      (error, _stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT')
          fail(new Error('xmllint is missing: apt-get install libxml2-utils'));
        else if (error) done(stderr.trim() || error.message);
        else done(null);
      },
    );
    child.stdin?.end(xml);
  });
}

/** Throws with the frame and xmllint's complaint when it does not validate. */
export async function assertValidEppFrame(xml: string): Promise<void> {
  const problem = await validateEppFrame(xml);
  if (problem) throw new Error(`EPP frame does not validate against all.xsd:\n${problem}\n${xml}`);
}
