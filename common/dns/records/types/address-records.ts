import { parseIpLiteral } from '../../ip-address';
import { ParameterReader } from '../record-fields';
import type { RecordTypeRules } from './type-rules';

/** A and AAAA (RFC 1035 §3.4.1, RFC 3596): one address literal, stored in its normal form (RFC 5952 for IPv6). */
function addressRules(version: 'v4' | 'v6'): RecordTypeRules {
  return {
    normalize(value, parameters, { m, errors }) {
      new ParameterReader(parameters, errors, m).finish();
      const parsed = parseIpLiteral(value);
      if (!parsed) {
        errors.value = value.trim() === '' ? m.required : version === 'v4' ? m.ipv4Invalid : m.ipv6Invalid;
      } else if (parsed.version !== version) {
        errors.value = version === 'v4' ? m.ipv4IsV6 : m.ipv6IsV4;
      }
      return { value: parsed?.address ?? value.trim(), parameters: {} };
    },
    rdata: (record) => record.value,
  };
}

export const aRecord = addressRules('v4');
export const aaaaRecord = addressRules('v6');
