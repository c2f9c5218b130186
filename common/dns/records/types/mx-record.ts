import { absoluteName, parseHostName } from '../dns-names';
import { ParameterReader } from '../record-fields';
import type { RecordTypeRules } from './type-rules';

/**
 * MX (RFC 1035 §3.3.9): preference and exchange host, which must be a host name and not an
 * address (RFC 2181 §10.3). "." with preference 0 is the null MX of RFC 7505: no mail at all.
 */
export const mxRecord: RecordTypeRules = {
  normalize(value, parameters, { zone, m, errors }) {
    const reader = new ParameterReader(parameters, errors, m);
    const priority = reader.int('priority', 0, 65_535);
    const normalized = reader.finish();
    if (value.trim() === '.') {
      if (priority !== 0 && !errors['parameters.priority']) errors['parameters.priority'] = m.nullMxPriority;
      return { value: '.', parameters: normalized };
    }
    const host = parseHostName(value, zone, m);
    if (!host.ok) errors.value = host.message;
    return { value: host.ok ? host.value : value.trim(), parameters: normalized };
  },
  rdata: (record) => `${record.parameters.priority ?? 0} ${absoluteName(record.value)}`,
};
