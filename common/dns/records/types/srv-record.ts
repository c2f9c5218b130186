import { absoluteName, parseHostName } from '../dns-names';
import { ParameterReader } from '../record-fields';
import type { RecordTypeRules } from './type-rules';

/** `_service._proto` as the owner's first two labels (RFC 2782), e.g. _sip._tcp or _sip._tcp.office. */
export function isServiceOwner(owner: string): boolean {
  const [service, proto] = owner.split('.');
  return /^_[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(service ?? '') && /^_[a-z0-9]+$/.test(proto ?? '');
}

/**
 * SRV (RFC 2782): priority, weight and port 0–65535 and a target host that is not an alias;
 * the target "." says the service is not offered at this name.
 */
export const srvRecord: RecordTypeRules = {
  checkOwner: (owner, m) => (isServiceOwner(owner) ? null : m.srvOwner),
  normalize(value, parameters, { zone, m, errors }) {
    const reader = new ParameterReader(parameters, errors, m);
    reader.int('priority', 0, 65_535);
    reader.int('weight', 0, 65_535);
    reader.int('port', 0, 65_535);
    const normalized = reader.finish();
    if (value.trim() === '.') return { value: '.', parameters: normalized };
    const host = parseHostName(value, zone, m);
    if (!host.ok) errors.value = host.message;
    return { value: host.ok ? host.value : value.trim(), parameters: normalized };
  },
  rdata: ({ value, parameters: p }) => `${p.priority ?? 0} ${p.weight ?? 0} ${p.port ?? 0} ${absoluteName(value)}`,
};
