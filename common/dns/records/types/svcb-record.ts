import { absoluteName, parseHostName } from '../dns-names';
import { ParameterReader } from '../record-fields';
import { parseSvcParams } from './svcb-params';
import type { RecordTypeRules } from './type-rules';

/**
 * SVCB and HTTPS (RFC 9460): priority 0 is AliasMode (the target only, allowed at the apex, no
 * parameters); 1–65535 is ServiceMode, where the target "." stands for the owner itself and the
 * SvcParams describe the endpoint. Targets may be service names with "_" (such as _dns.resolver).
 */
export const svcbRecord: RecordTypeRules = {
  normalize(value, parameters, { zone, m, errors }) {
    const reader = new ParameterReader(parameters, errors, m);
    const priority = reader.int('priority', 0, 65_535);
    const paramsText = reader.text('params', 4_000);
    const normalized = reader.finish();
    if (!errors['parameters.params']) {
      if (priority === 0 && paramsText !== '' && !errors['parameters.priority']) {
        errors['parameters.params'] = m.svcbAliasParams;
      } else {
        const parsed = parseSvcParams(paramsText, m);
        if (parsed.ok) normalized.params = parsed.text;
        else errors['parameters.params'] = parsed.message;
      }
    }
    const text = value.trim();
    if (text === '.') return { value: '.', parameters: normalized };
    const host = parseHostName(text, zone, m, { underscore: true });
    if (!host.ok) errors.value = host.message;
    return { value: host.ok ? host.value : text, parameters: normalized };
  },
  rdata: ({ value, parameters: p }) =>
    [String(p.priority ?? 0), absoluteName(value), String(p.params ?? '')].filter((part) => part !== '').join(' '),
};
