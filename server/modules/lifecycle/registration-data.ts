import type { DomainInfo } from '../../registry/registry-gateway';

/**
 * The registration data as RFC 3915's restore report wants it before and after ("preData"/"postData"):
 * recorded by the lifecycle when it deletes a name, sent by the restore job. A file of its own so
 * that the restore job does not import the lifecycle service (which imports payment, which starts
 * the restore job).
 */
export function registrationData(info: DomainInfo): Record<string, unknown> {
  return {
    name: info.name,
    registrant: info.registrant,
    nameservers: info.nameservers,
    statuses: info.statuses,
    createdAt: info.createdAt.toISOString(),
    expiresAt: info.expiresAt.toISOString(),
  };
}
