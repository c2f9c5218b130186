/** The prepaid account calls that more than one feature makes: the account pages and the dashboard. */
import type { PrepaidAccountView } from '@common/api/prepaid-account.contract';
import { apiClient } from '../api-client';

/** `GET /account/overview`: balance, limit and minimum top-up of the user's prepaid account. */
export function getAccountOverview(): Promise<PrepaidAccountView> {
  return apiClient.get<PrepaidAccountView>('/account/overview');
}
