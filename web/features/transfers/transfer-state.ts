import type { TransferState } from '@common/api/transfer.contract';

/** One colour per state (design.md: colour and word, never colour alone). */
export const TRANSFER_STATE_COLORS: Record<TransferState, string> = {
  'waiting-payment': 'accent',
  requested: 'brand',
  pending: 'brand',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
  failed: 'red',
};
