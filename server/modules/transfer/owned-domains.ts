import type { DomainSettingsView } from '@common/api/transfer.contract';
import { toDisplayName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { RegistryError, type DomainInfo, type RegistryGateway } from '../../registry/registry-gateway';
import { asked, parseRegisteredName, TRANSFER_PROHIBITED } from './registry-calls';
import type { TransferRepository } from './transfer.repository';

/**
 * A customer's own name at the registry, for the settings its owner changes (auth code, transfer
 * lock, WHOIS privacy) and the list's snapshot of it.
 */
export function createOwnedDomains(deps: {
  repository: Pick<TransferRepository, 'customerDomain' | 'saveSnapshot'>;
  registry: RegistryGateway;
  clock: Clock;
}) {
  const { repository, registry, clock } = deps;

  return {
    /** The owner's name at the registry, or 1080 (not the user's, or no longer with us). */
    async ownedInfo(userId: number, input: string): Promise<{ ascii: string; tld: string; info: DomainInfo }> {
      const { ascii, tld } = parseRegisteredName(input);
      const owner = await repository.customerDomain(ascii);
      if (!owner || owner.userId !== userId) throw new AppError(ErrorCode.DomainNotOwned, 404, { field: 'domain' });
      const info = await asked(() => registry.info(ascii));
      if (!info?.sponsoredByUs) throw new AppError(ErrorCode.DomainNotOwned, 404, { field: 'domain' });
      return { ascii, tld, info };
    },

    /** A change of the owner's name at the registry; a refusal is 1099 on the field. */
    async update(command: Parameters<RegistryGateway['update']>[0]): Promise<void> {
      try {
        await asked(() => registry.update(command));
      } catch (error) {
        if (error instanceof RegistryError) throw new AppError(ErrorCode.DomainChangeRefused, 409, { field: 'domain' });
        throw error;
      }
    },

    /** The name's settings as the domain page shows them. */
    async settingsOf(ascii: string): Promise<DomainSettingsView> {
      const [info, owner] = await Promise.all([registry.info(ascii), repository.customerDomain(ascii)]);
      return {
        domain: ascii,
        domain_utf8: toDisplayName(ascii),
        transfer_lock: Boolean(info?.statuses.includes(TRANSFER_PROHIBITED)),
        privacy: owner?.state?.privacy ?? false,
      };
    },

    /** Reads a name of ours again after another registrar asked for it (or gave up): the list shows "pending transfer". */
    async refreshSnapshot(name: string): Promise<void> {
      const info = await registry.info(name);
      if (!info?.sponsoredByUs) return;
      await repository.saveSnapshot(name, { rgpStatus: info.rgpStatus, statuses: info.statuses, syncedAt: clock.now() });
    },
  };
}

export type OwnedDomains = ReturnType<typeof createOwnedDomains>;
