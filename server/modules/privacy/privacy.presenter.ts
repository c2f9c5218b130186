import type { PrivacyView } from '@common/api/privacy.contract';
import { toDisplayName } from '@common/domain/domain-name';
import { priceView, type PriceContext } from '@common/money/price-view';
import { monthsLeft, privacyNetFor } from '../cart/cart-pricing';
import type { PrivacyTermRow } from './privacy.repository';

/**
 * A name's WHOIS privacy as the page shows it: on or off, what is paid, and the offer of the rest
 * of the term by whole months when nothing is paid today and no purchase is under way.
 */
export function presentPrivacy(
  name: string,
  term: Pick<PrivacyTermRow, 'paidUntil' | 'expiresAt'>,
  facts: { active: boolean; available: boolean; inCart: boolean; activating: boolean; context: PriceContext; now: Date },
): PrivacyView {
  const paidNow = term.paidUntil !== null && term.paidUntil > facts.now;
  const months = monthsLeft(facts.now, term.expiresAt);
  return {
    domain: name,
    domain_utf8: toDisplayName(name),
    privacy: facts.active,
    available: facts.available,
    paid_until: term.paidUntil?.toISOString() ?? null,
    term_expires: term.expiresAt.toISOString(),
    paid_now: paidNow,
    offer:
      !paidNow && !facts.activating && facts.available && months > 0
        ? { months, until: term.expiresAt.toISOString(), price: priceView(privacyNetFor(months), facts.context) }
        : null,
    in_cart: facts.inCart,
    being_activated: !paidNow && facts.activating,
  };
}
