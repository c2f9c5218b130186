import type { RenewItem } from '@common/api/renewal.contract';
import { toDisplayName } from '@common/domain/domain-name';
import { errorMessage } from '@common/errors/error-messages';
import { priceView, type PriceContext } from '@common/money/price-view';
import type { CartItemRow } from '../../db/schema/index';
import { addYears } from '../../registry/sandbox/sandbox-lifecycle';
import { MAILBOX_NET, PRIVACY_NET } from '../cart/cart-pricing';
import type { Offers } from '../price/price.service';
import type { RenewableRow } from './renewal.repository';

/** What the renewal service decided for a name: its term, add-ons, price and why it cannot be renewed (null when it can). */
export interface RenewItemFacts {
  context: PriceContext;
  /** The name's TLD as sold, when it is. */
  tld: ReturnType<Offers['byTld']['get']>;
  bounds: { min: number; max: number };
  /** The error code of why the name cannot be renewed now; null when it can (or is in the cart). */
  code: number | null;
  period: number;
  privacyLevel: number;
  mailboxLevel: number;
  mailboxName: string;
  trustee: boolean;
  /** The net of the name's renew rows, euro cents; null when its TLD is not sold. */
  net: number | null;
  domainRow: CartItemRow | undefined;
  mailboxRow: CartItemRow | undefined;
}

/** A name of the renew list or cart as the page shows it, with the add-ons' prices in the session's currency. */
export function presentRenewItem(found: RenewableRow, facts: RenewItemFacts): RenewItem {
  const { context, tld, bounds, code, period, domainRow, mailboxRow } = facts;
  return {
    id: found.name,
    domain: found.name,
    domain_utf8: found.unicodeName ?? toDisplayName(found.name),
    expiry: found.expiresAt.toISOString(),
    new_expiry: code === null || domainRow ? addYears(found.expiresAt, period).toISOString() : null,
    period,
    min_period: bounds.min,
    max_period: Math.max(bounds.max, bounds.min),
    renewable: code === null,
    problem: code === null ? null : { code, message: errorMessage(context.language, code) },
    privacy: {
      privacy_level: facts.privacyLevel,
      id: domainRow && domainRow.privacyLevel > 0 ? String(domainRow.id) : null,
      available: Boolean(tld?.privacy),
      price: priceView(PRIVACY_NET, context),
    },
    mailbox: {
      mailbox_level: facts.mailboxLevel,
      id: mailboxRow ? String(mailboxRow.id) : null,
      name: facts.mailboxLevel > 0 ? facts.mailboxName : null,
      available: Boolean(tld?.mailbox),
      prices: { '1': priceView(MAILBOX_NET[1], context), '2': priceView(MAILBOX_NET[2], context) },
    },
    trustee: {
      id: domainRow?.trustee ? String(domainRow.id) : null,
      available: Boolean(tld?.trustee),
      enabled: facts.trustee,
      price: tld?.trustee ? priceView(tld.trustee, context) : null,
      until: found.trusteeUntil?.toISOString() ?? null,
    },
    inCart: Boolean(domainRow),
    cart_item_id: domainRow ? String(domainRow.id) : null,
    price: facts.net === null ? null : priceView(facts.net, context),
  };
}
