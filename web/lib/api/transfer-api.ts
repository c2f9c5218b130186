/** The transfer calls that more than one feature makes: the pending transfers page and the dashboard. */
import type { TransferList } from '@common/api/transfer.contract';
import { apiClient } from '../api-client';

/** `GET /domain/transfer/list`: one page of the user's incoming transfers, the open ones or all. */
export function getTransfers(state: 'open' | 'all', page: number, perPage: number): Promise<TransferList> {
  return apiClient.get<TransferList>('/domain/transfer/list', { state, page, per_page: perPage });
}
