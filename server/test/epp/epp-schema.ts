import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Validation of EPP frames against the IETF schemas in ../shared/testdata/epp (all.xsd imports
 * epp, eppcom, domain, host, contact, rgp and secDNS-1.1) with xmllint (Debian libxml2-utils).
 */
export const EPP_SCHEMA_DIR = resolve(import.meta.dirname, '../../../../shared/testdata/epp');
export const EPP_ALL_XSD = resolve(EPP_SCHEMA_DIR, 'all.xsd');
/** Schemas of extensions the shop sends that ../shared/testdata/epp does not carry (idnLang-1.0; fee-1.0, decision 068). */
const EXTENSION_XSDS: Record<string, string> = {
  'http://www.verisign.com/epp/idnLang-1.0': resolve(import.meta.dirname, 'schemas/idnLang-1.0.xsd'),
  'urn:ietf:params:xml:ns:epp:fee-1.0': resolve(import.meta.dirname, 'schemas/fee-1.0.xsd'),
};

let combined: string | undefined;

/**
 * all.xsd's imports and the extension schemas above in one schema, written once to a temporary
 * folder (xmllint takes one schema; all.xsd stays the source of the IETF schemas).
 */
function schemaFile(): string {
  if (combined) return combined;
  const imports = [...readFileSync(EPP_ALL_XSD, 'utf8').matchAll(/<import namespace="([^"]+)" schemaLocation="([^"]+)"\/>/g)].map(
    ([, namespace, location]) => [namespace, resolve(EPP_SCHEMA_DIR, location)],
  );
  imports.push(...Object.entries(EXTENSION_XSDS));
  const dir = mkdtempSync(join(tmpdir(), 'epp-xsd-'));
  combined = join(dir, 'all-with-extensions.xsd');
  writeFileSync(
    combined,
    `<?xml version="1.0" encoding="UTF-8"?>\n<schema xmlns="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:local:epp-all-extensions" elementFormDefault="qualified">\n${imports
      .map(([namespace, location]) => `  <import namespace="${namespace}" schemaLocation="${pathToFileURL(location).href}"/>`)
      .join('\n')}\n</schema>\n`,
  );
  return combined;
}

export function schemaAvailable(): boolean {
  return existsSync(EPP_ALL_XSD);
}

/** Resolves with null when the frame validates, with xmllint's complaint otherwise. */
export function validateEppFrame(xml: string): Promise<string | null> {
  return new Promise((done, fail) => {
    const child = execFile(
      'xmllint',
      ['--noout', '--nonet', '--schema', schemaFile(), '-'],
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
