import type { CurrentRegistrant, RegistrantContact } from '@common/api/payment.contract';
import { toDisplayName } from '@common/domain/domain-name';
import { RegistryError, type Contact, type RegistryGateway } from '../../registry/registry-gateway';

/**
 * The current registrants of a user's names, for the renew and restore checkouts: null unless
 * every name is the user's and the registry tells its registrant (then the checkout asks for the
 * contact as before).
 */
export type CurrentRegistrantsLookup = (userId: number, domains: string[]) => Promise<CurrentRegistrant[] | null>;

/** A registry contact as the shop's registrant form holds it (checkout's current registrant, the change of registrant). */
export function asRegistrantContact(registrant: Contact): RegistrantContact {
  return {
    name: registrant.name,
    org: registrant.org ?? '',
    street: registrant.street,
    city: registrant.city,
    state: registrant.stateOrProvince ?? '',
    postal_code: registrant.postalCode,
    country: registrant.countryCode,
    phone: registrant.phone,
    email: registrant.email,
  };
}

/**
 * A renewal or restore leaves the registrant as it is, so the checkout shows it instead of asking.
 * The registry is the source: it holds the registrant as it is now, for names the shop registered,
 * transferred in or seeded alike, while the registering order's contact is missing for the latter
 * and out of date after a change at the registry; customer_domains keeps no contact at all, only
 * who owns the name. Ownership is checked first (customer_domains of this user, sponsored by the
 * shop at the registry), so a name that moved to someone else never shows its new holder's data.
 * A registry that does not answer leaves the checkout usable: it asks for the contact as before.
 */
export function createCurrentRegistrants(deps: {
  /** The user's names among `domains` (customer_domains), keyed by name. */
  owned: (userId: number, domains: string[]) => Promise<Map<string, unknown>>;
  registry: Pick<RegistryGateway, 'info'>;
}): CurrentRegistrantsLookup {
  return async (userId, domains) => {
    if (domains.length === 0) return null;
    const owned = await deps.owned(userId, domains);
    if (domains.some((domain) => !owned.has(domain))) return null;
    const found: CurrentRegistrant[] = [];
    // One after another, as the other callers of info do: each call settles the registry's due transitions first.
    for (const domain of domains) {
      let info: Awaited<ReturnType<RegistryGateway['info']>>;
      try {
        info = await deps.registry.info(domain);
      } catch (error) {
        if (error instanceof RegistryError) return null;
        throw error;
      }
      if (!info?.sponsoredByUs || !info.registrant) return null;
      found.push({ domain, domain_utf8: toDisplayName(domain), contact: asRegistrantContact(info.registrant) });
    }
    return found;
  };
}
