import { DomainStatus, type CheckedDomain } from '@common/api/domain-results';
import { toDisplayName } from '@common/domain/domain-name';
import { priceView, type PriceContext } from '@common/money/price-view';

/** A price lookup: net euro cents of a TLD for registration and renewal, with running promotions applied. */
export type RegistrationPrices = (tld: string) => { register: number; renew: number } | undefined;

/**
 * A checked name as the search shows it: free or taken (a name whose TLD is not sold counts as
 * taken), with the registration and renewal price, the registry's premium price where it has one.
 */
export function presentCheckedDomain(
  name: string,
  result: { available: boolean; reason?: string; premium?: { registerPrice: number; renewPrice: number } } | null,
  prices: RegistrationPrices,
  context: PriceContext,
): CheckedDomain {
  const tld = name.slice(name.lastIndexOf('.') + 1);
  const base = prices(tld);
  const register = result?.premium?.registerPrice ?? base?.register;
  const renew = result?.premium?.renewPrice ?? base?.renew;
  const available = Boolean(result?.available && register !== undefined);
  return {
    type: 'result',
    domain: name,
    domain_utf8: toDisplayName(name),
    status: available ? DomainStatus.Available : DomainStatus.Taken,
    available,
    reason: available ? null : (result?.reason ?? 'invalid'),
    premium: Boolean(result?.premium),
    price: register === undefined ? null : priceView(register, context),
    renewal: renew === undefined ? null : priceView(renew, context),
    checked: true,
  };
}
