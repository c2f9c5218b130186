import { randomBytes } from 'node:crypto';
import type { AuthCodeView } from '@common/api/transfer.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { RegistryGateway } from '../../registry/registry-gateway';
import type { TwoFactorService } from '../user/two-factor.service';
import type { OwnedDomains } from './owned-domains';
import { asked } from './registry-calls';

/** The auth code of an owner's name, for a transfer away (docs/decisions/023-transfers.md). */
export function createAuthCodeService(deps: {
  owned: Pick<OwnedDomains, 'ownedInfo' | 'update'>;
  registry: RegistryGateway;
  twoFactor: Pick<TwoFactorService, 'confirmIdentity'>;
  /** Until when a name may not move to another registrar after a change of registrant (ownership module, decision 050); null when it may. */
  registrantChangeLock?: (name: string) => Promise<Date | null>;
}) {
  const { owned, registry } = deps;

  return {
    /** POST /domain/authcode/{domain}: the auth code, to the owner after re-authentication; optionally a new one first. */
    async authCode(
      user: UserRow,
      input: string,
      body: { password: string; code?: string; regenerate: boolean },
      client: ClientInfo,
    ): Promise<AuthCodeView> {
      const { ascii } = await owned.ownedInfo(user.id, input);
      // The code serves a transfer away only, which is refused during the lock after a change of registrant.
      if (await deps.registrantChangeLock?.(ascii))
        throw new AppError(ErrorCode.TransferLockedAfterRegistrantChange, 409, { field: 'domain' });
      await deps.twoFactor.confirmIdentity(user, body, client);
      if (body.regenerate) await owned.update({ name: ascii, authInfo: randomBytes(12).toString('base64url') });
      const info = await asked(() => registry.info(ascii));
      if (!info?.authInfo) throw new AppError(ErrorCode.DomainNotOwned, 404, { field: 'domain' });
      return { domain: ascii, auth_code: info.authInfo };
    },
  };
}

export type AuthCodeService = ReturnType<typeof createAuthCodeService>;
