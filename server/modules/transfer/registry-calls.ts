import { parseDomainName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import { DAY_MS } from '@common/time/durations';
import { AppError } from '../../http/app-error';
import { RegistryError, type DomainInfo, type RegistryGateway } from '../../registry/registry-gateway';

/** The registrar lock: while a name has it, the registry refuses every transfer away. */
export const TRANSFER_PROHIBITED = 'clientTransferProhibited';

/** Registry calls a user waits for: a registry that does not answer is a clear, retryable error. */
export async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RegistryError && error.transient) throw new AppError(ErrorCode.RegistryUnavailable, 503);
    throw error;
  }
}

/** A name the customer typed, as a registered name (second level) in A-label form, or 1051 on the field. */
export function parseRegisteredName(input: string): { ascii: string; tld: string } {
  const parsed = parseDomainName(input);
  if (!parsed.ok || parsed.labels.length !== 2) throw new AppError(ErrorCode.InvalidDomainName, 400, { field: 'domain' });
  return { ascii: parsed.ascii, tld: parsed.tld };
}

/** Until when the registry refuses a transfer: its lock days after creation or the last transfer. */
export async function transferLockedUntil(registry: Pick<RegistryGateway, 'policy'>, info: DomainInfo, tld: string): Promise<Date> {
  const policy = await registry.policy(tld);
  const since = info.transferredAt && info.transferredAt > info.createdAt ? info.transferredAt : info.createdAt;
  return new Date(since.getTime() + (policy?.transferLockDays ?? 60) * DAY_MS);
}
