import type { DomainSettingsView } from '@common/api/transfer.contract';
import type { OwnedDomains } from './owned-domains';
import { TRANSFER_PROHIBITED } from './registry-calls';

/** The registrar lock of an owner's name (clientTransferProhibited), which keeps it from being transferred away. */
export function createTransferLockService(deps: { owned: OwnedDomains }) {
  const { owned } = deps;

  return {
    /** POST /domain/transfer-lock/{domain}: the registrar lock (clientTransferProhibited) on or off. */
    async setTransferLock(userId: number, input: string, locked: boolean): Promise<DomainSettingsView> {
      const { ascii, info } = await owned.ownedInfo(userId, input);
      const has = info.statuses.includes(TRANSFER_PROHIBITED);
      if (locked && !has) await owned.update({ name: ascii, addStatuses: [TRANSFER_PROHIBITED] });
      if (!locked && has) await owned.update({ name: ascii, removeStatuses: [TRANSFER_PROHIBITED] });
      await owned.refreshSnapshot(ascii);
      return owned.settingsOf(ascii);
    },
  };
}

export type TransferLockService = ReturnType<typeof createTransferLockService>;
