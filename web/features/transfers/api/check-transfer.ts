import type { TransferCheckView } from '@common/api/transfer.contract';
import { apiClient } from '@web/lib/api-client';

/** Whether a name can be transferred here now, and its price (GET /domain/transfer/check/{domain}). */
export function checkTransfer(domain: string): Promise<TransferCheckView> {
  return apiClient.get<TransferCheckView>(`/domain/transfer/check/${encodeURIComponent(domain)}`);
}
