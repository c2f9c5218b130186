import type { HostView, TemplateView } from '@common/api/nameserver.contract';
import { toDisplayName } from '@common/domain/domain-name';
import type { NameserverTemplateRow } from '../../db/schema/index';
import type { HostInfo } from '../../registry/registry-gateway';

/** The fields of a glue host that leave the server. */
export function presentHost(host: Pick<HostInfo, 'name' | 'addresses' | 'linked'>, domain: string): HostView {
  return { host: host.name, host_utf8: toDisplayName(host.name), domain, addresses: host.addresses, linked: host.linked };
}

export function presentTemplate(row: NameserverTemplateRow): TemplateView {
  return { id: row.id, name: row.name, nameservers: row.nameservers, is_default: row.isDefault };
}
