import type { User } from '@common/api/session.contract';
import { canChangeCountry } from '@web/app/navigation-rules';
import type { RouteName } from '@web/app/paths';
import { resolveRoute } from '@web/app/resolve-route';

/**
 * The payment pages whose paths do not say `/payment` (spec §6: "a user on a payment page cannot
 * change the country"): the register checkout and its status page. The country decides the VAT of
 * the quote the user is about to confirm, so it stays as it is while they pay.
 */
export const CHECKOUT_ROUTES: readonly RouteName[] = ['cartCheckout', 'checkoutStatus'];

/** Whether the settings may change the home country here: not for resellers, not on a payment page. */
export function countryEditableAt(user: Pick<User, 'status'> | null, pathname: string): boolean {
  if (!canChangeCountry(user, pathname)) return false;
  return !CHECKOUT_ROUTES.includes(resolveRoute(pathname).name);
}
