import type { DomainSettingsView } from '@common/api/transfer.contract';
import { toDisplayName } from '@common/domain/domain-name';
import type { RegistryGateway } from '../../registry/registry-gateway';
import type { OwnedDomains } from './owned-domains';
import { transferLockedUntil } from './registry-calls';
import type { TransferRepository } from './transfer.repository';

/** The WHOIS privacy switch of an owner's name (the proxy contact in WHOIS/RDAP, decision 028). */
export function createPrivacySettingService(deps: {
  owned: Pick<OwnedDomains, 'ownedInfo' | 'settingsOf'>;
  repository: Pick<TransferRepository, 'setPrivacy' | 'insertState'>;
  registry: Pick<RegistryGateway, 'policy'>;
}) {
  const { owned, repository, registry } = deps;

  return {
    /** The WHOIS privacy switch (the proxy contact in WHOIS/RDAP); privacy.service decides when it may be set (decision 028). */
    async setPrivacy(userId: number, input: string, privacy: boolean): Promise<DomainSettingsView> {
      const { ascii, tld, info } = await owned.ownedInfo(userId, input);
      if (!(await repository.setPrivacy(userId, ascii, privacy))) {
        // No state row yet (the list has not shown the name since it arrived): write it with the setting.
        const policy = await registry.policy(tld);
        await repository.insertState({
          name: ascii,
          unicodeName: toDisplayName(ascii),
          autoRenewGraceDays: policy?.autoRenewGraceDays ?? 45,
          transferLockedUntil: await transferLockedUntil(registry, info, tld),
          privacy,
        });
        await repository.setPrivacy(userId, ascii, privacy);
      }
      return owned.settingsOf(ascii);
    },
  };
}

export type PrivacySettingService = ReturnType<typeof createPrivacySettingService>;
