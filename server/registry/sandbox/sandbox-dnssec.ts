import type { RegistryDsRow } from '../../db/schema/index';
import { sameDs } from '../ds-data';
import { RegistryError, type DsData, type UpdateCommand } from '../registry-gateway';

/**
 * The sandbox's secDNS rules (RFC 5910): which DS records it takes and how an update changes a
 * name's DS set. Algorithms and digest types follow RFC 8624: what validating resolvers must
 * support, without the ones that must no longer be used for signing (RSAMD5, DSA, SHA-1 DS).
 */
const ACCEPTED_ALGORITHMS = new Set([8, 10, 13, 14, 15, 16]);
/** Digest type → hex length of the digest (RFC 4509 SHA-256, RFC 6605 SHA-384). */
const DIGEST_HEX_LENGTH = new Map([
  [2, 64],
  [4, 96],
]);
/** Registries cap the DS set of a name; eight is room for a key rollover with two digests each. */
export const MAX_DS_RECORDS = 8;

function checkedDs(input: DsData): RegistryDsRow {
  if (!input || typeof input !== 'object') throw new RegistryError(2005, 'dsData must be an object');
  const { keyTag, alg, digestType, digest } = input;
  if (!Number.isInteger(keyTag) || keyTag < 0 || keyTag > 65535)
    throw new RegistryError(2005, `keyTag ${String(keyTag)} is not a 16-bit number`);
  if (!Number.isInteger(alg) || alg < 0 || alg > 255) throw new RegistryError(2005, `alg ${String(alg)} is not an 8-bit number`);
  if (!Number.isInteger(digestType) || digestType < 0 || digestType > 255)
    throw new RegistryError(2005, `digestType ${String(digestType)} is not an 8-bit number`);
  if (typeof digest !== 'string' || !/^[0-9a-fA-F]+$/.test(digest)) throw new RegistryError(2005, 'digest must be hexadecimal');
  if (!ACCEPTED_ALGORITHMS.has(alg)) throw new RegistryError(2306, `algorithm ${alg} is not accepted (RFC 8624)`);
  const length = DIGEST_HEX_LENGTH.get(digestType);
  if (length === undefined) throw new RegistryError(2306, `digest type ${digestType} is not accepted (SHA-256 or SHA-384)`);
  if (digest.length !== length)
    throw new RegistryError(2005, `a digest of type ${digestType} has ${length} hex digits, not ${digest.length}`);
  return { keyTag, alg, digestType, digest: digest.toUpperCase() };
}

/**
 * The DS set after a secDNS:update: removals first (RFC 5910 §3.2.5), then additions. Repeating an
 * add or a remove changes nothing, so a command retried after a lost answer succeeds.
 */
export function applySecDns(current: readonly RegistryDsRow[], update: NonNullable<UpdateCommand['secDns']>): RegistryDsRow[] {
  const remove = (update.remove ?? []).map(checkedDs);
  const add = (update.add ?? []).map(checkedDs);
  if (update.removeAll && remove.length > 0) throw new RegistryError(2005, 'secDNS:rem takes either all or single DS records');
  let next = update.removeAll ? [] : current.filter((ds) => !remove.some((gone) => sameDs(ds, gone)));
  for (const ds of add) if (!next.some((kept) => sameDs(kept, ds))) next = [...next, ds];
  if (next.length > MAX_DS_RECORDS) throw new RegistryError(2306, `at most ${MAX_DS_RECORDS} DS records per name`);
  return next;
}
