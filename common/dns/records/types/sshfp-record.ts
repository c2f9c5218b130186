import { normalizeHex, ParameterReader } from '../record-fields';
import type { RecordTypeRules } from './type-rules';

/** IANA SSHFP registries: algorithms RSA 1, DSA 2, ECDSA 3 (RFC 6594), Ed25519 4 (RFC 7479), Ed448 6 (RFC 8709). */
const ALGORITHMS = [1, 2, 3, 4, 6] as const;
/** Fingerprint types: SHA-1 (RFC 4255) with 40 hex digits, SHA-256 (RFC 6594) with 64. */
const FINGERPRINT_HEX_LENGTH: Record<number, number> = { 1: 40, 2: 64 };

/** SSHFP (RFC 4255): the fingerprint of an SSH host key, so clients can check it through DNS. */
export const sshfpRecord: RecordTypeRules = {
  normalize(value, parameters, { m, errors }) {
    const reader = new ParameterReader(parameters, errors, m);
    reader.choice('algorithm', ALGORITHMS);
    const fingerprintType = reader.choice('fingerprint_type', [1, 2]);
    const normalized = reader.finish();
    const hex = normalizeHex(value);
    const expected = FINGERPRINT_HEX_LENGTH[fingerprintType];
    if (!hex) errors.value = value.trim() === '' ? m.required : m.hexInvalid;
    else if (hex.length !== expected && !errors['parameters.fingerprint_type']) errors.value = m.hexLength(expected, hex.length);
    return { value: hex ?? value.trim(), parameters: normalized };
  },
  rdata: ({ value, parameters: p }) => `${p.algorithm ?? 0} ${p.fingerprint_type ?? 0} ${value}`,
};
