import { APEX, absoluteName, isWildcardOwner, ownerFqdn, parseHostName } from '../dns-names';
import { ParameterReader } from '../record-fields';
import type { RecordTypeRules } from './type-rules';

/**
 * Records whose only field is a target name: CNAME (RFC 1034 §3.6.2), DNAME (RFC 6672), ALIAS
 * (flattened into A/AAAA by the server, draft-ietf-dnsop-aname) and NS (RFC 1035 §3.3.11).
 */
function targetRules(options: {
  underscore: boolean;
  checkOwner?: RecordTypeRules['checkOwner'];
  loop?: 'name' | 'subtree';
}): RecordTypeRules {
  return {
    checkOwner: options.checkOwner,
    normalize(value, parameters, { zone, owner, m, errors }) {
      new ParameterReader(parameters, errors, m).finish();
      const host = parseHostName(value, zone, m, { underscore: options.underscore });
      if (!host.ok) errors.value = host.message;
      else if (options.loop && !isWildcardOwner(owner)) {
        // A CNAME to itself, or a DNAME into its own subtree, never ends.
        const self = ownerFqdn(owner, zone);
        if (host.value === self || (options.loop === 'subtree' && host.value.endsWith(`.${self}`))) errors.value = m.pointsToItself;
      }
      return { value: host.ok ? host.value : value.trim(), parameters: {} };
    },
    rdata: (record) => absoluteName(record.value),
  };
}

/** CNAME and DNAME targets are domain names, not hosts: "_acme-challenge.dns.example.net" is a common one. */
export const cnameRecord = targetRules({
  underscore: true,
  loop: 'name',
  checkOwner: (owner, m) => (owner === APEX ? m.apexNotAllowed('CNAME') : null),
});

export const dnameRecord = targetRules({
  underscore: true,
  loop: 'subtree',
  checkOwner: (owner, m) => (isWildcardOwner(owner) ? m.wildcardNotAllowed('DNAME') : null),
});

/** ALIAS is answered with the target's addresses, so the target must be a host. */
export const aliasRecord = targetRules({ underscore: false, loop: 'name' });

/** The apex NS records are the shop's own nameservers; a customer's NS records delegate a subdomain. */
export const nsRecord = targetRules({
  underscore: false,
  checkOwner: (owner, m) => (owner === APEX ? m.nsAtApex : isWildcardOwner(owner) ? m.wildcardNotAllowed('NS') : null),
});
