import { parseDomainName } from '@common/domain/domain-name';
import type { Clock } from '../../lib/clock';
import type { DomainInfo, RegistryGateway } from '../../registry/registry-gateway';
import { privacyProxy } from './registration-data-policy';

export type LookupResult =
  | { kind: 'registered'; name: string; info: DomainInfo }
  | { kind: 'available' | 'reserved' | 'unsupported'; name: string }
  | { kind: 'invalid'; query: string };

/** The longest query accepted (spec §5: the WHOIS term is at most 80 characters). */
export const WHOIS_QUERY_MAX = 80;

/**
 * Looks a name up at the registry for WHOIS, RDAP and the WHOIS page: registration data when it
 * is registered, otherwise whether it could be registered.
 */
export function createWhoisLookupService(deps: {
  registry: RegistryGateway;
  clock: Clock;
  /** Whether the shop's customer has WHOIS privacy on (and paid) for the name now (decision 028). */
  privacyActive?: (name: string) => Promise<boolean>;
  /** The operator's country (OPERATOR_COUNTRY), the privacy service's published country. */
  sellerCountry: string;
}) {
  const { registry } = deps;
  return {
    now: () => deps.clock.now(),

    async lookup(query: string): Promise<LookupResult> {
      const trimmed = query.trim();
      if (trimmed === '' || trimmed.length > WHOIS_QUERY_MAX) return { kind: 'invalid', query: trimmed.slice(0, WHOIS_QUERY_MAX) };
      const parsed = parseDomainName(trimmed);
      if (!parsed.ok) return { kind: 'invalid', query: trimmed };
      const name = parsed.ascii;
      if (!(await registry.policy(parsed.tld))) return { kind: 'unsupported', name };
      const info = await registry.info(name);
      // WHOIS privacy: the privacy service is published in the holder's place (WHOIS, RDAP, the WHOIS page).
      if (info)
        return {
          kind: 'registered',
          name,
          info:
            info.sponsoredByUs && (await deps.privacyActive?.(name))
              ? { ...info, registrant: privacyProxy(info, info.registrant, deps.sellerCountry) }
              : info,
        };
      for await (const result of registry.check([name])) {
        if (result.reason === 'reserved' || result.reason === 'policy') return { kind: 'reserved', name };
      }
      return { kind: 'available', name };
    },
  };
}

export type WhoisLookupService = ReturnType<typeof createWhoisLookupService>;
