import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  DnsDiff,
  DnsGeneratedAuth,
  DnsImportPreview,
  DnsMailfwResent,
  DnsSaveBody,
  DnsZone,
  DnsZoneStatus,
  DnsZoneVersion,
} from '@common/api/dns.contract';
import type { DnsRecord, DnsRecordInput } from '@common/dns/records/record-shape';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The calls of the zone editor (spec §7 "DNS", common/api/dns.contract.ts). */

const enc = encodeURIComponent;

export function dnsZoneQueryOptions(domain: string) {
  return queryOptions({
    queryKey: [...queryKeys.dns, 'zone', domain],
    queryFn: () => apiClient.get<DnsZone>(`/dns/${enc(domain)}`),
    // The editor holds unsaved changes on top of this answer: it is read again only on purpose.
    staleTime: Infinity,
  });
}

export function useDnsZone(domain: string) {
  return useQuery(dnsZoneQueryOptions(domain));
}

/** How often the editor asks whether a pending push has reached the DNS server. */
export const SERVING_POLL_MS = 2_000;

/**
 * Whether the loaded version of the zone is served yet. Asked only while it is pending, and by
 * itself, so that the editor's unsaved changes stay untouched (the zone is not read again).
 */
export function useDnsServing(zone: Pick<DnsZone, 'domain' | 'version' | 'serving'>): DnsZone['serving'] {
  const status = useQuery({
    queryKey: [...queryKeys.dns, 'status', zone.domain, zone.version],
    queryFn: () => apiClient.get<DnsZoneStatus>(`/dns/status/${enc(zone.domain)}`),
    enabled: zone.serving === 'pending',
    refetchInterval: (query) => (query.state.data && query.state.data.serving !== 'pending' ? false : SERVING_POLL_MS),
  });
  // A later save (another tab) does not make this version served: only an answer for it counts.
  return status.data && status.data.version === zone.version ? status.data.serving : zone.serving;
}

export function dnsVersionsQueryOptions(domain: string) {
  return queryOptions({
    queryKey: [...queryKeys.dns, 'versions', domain],
    queryFn: () => apiClient.get<{ versions: DnsZoneVersion[] } | DnsZoneVersion[]>(`/dns/versions/${enc(domain)}`).then(versionList),
  });
}

/** The list, whether the server wraps it in an object or not. */
function versionList(answer: { versions: DnsZoneVersion[] } | DnsZoneVersion[]): DnsZoneVersion[] {
  return Array.isArray(answer) ? answer : answer.versions;
}

export function useDnsVersions(domain: string, enabled: boolean) {
  return useQuery({ ...dnsVersionsQueryOptions(domain), enabled });
}

/** Checks one record against the zone and the records added so far; answers it as it would be stored. */
export function validateRecord(domain: string, record: DnsRecordInput, addedRecords: DnsRecordInput[]): Promise<DnsRecord> {
  return apiClient.post<DnsRecord>(`/dns/validate/record/${enc(domain)}`, { domain, record, added_records: addedRecords });
}

type SaveBody = Omit<DnsSaveBody, 'csrf_token' | 'session_id'>;

/** What a save would change, without saving. */
export function diffZone(domain: string, body: SaveBody): Promise<DnsDiff> {
  return apiClient.post<DnsDiff>(`/dns/diff/${enc(domain)}`, body as Record<string, unknown>);
}

/** Saves the whole zone; spec §7 wants the session id in the query as well. */
export function saveZone(domain: string, body: SaveBody): Promise<unknown> {
  const sessionId = apiClient.getCredentials()?.session_id ?? '';
  return apiClient.post(`/dns/${enc(domain)}?session_id=${enc(sessionId)}`, body as Record<string, unknown>);
}

export function generateAuth(): Promise<DnsGeneratedAuth> {
  return apiClient.get<DnsGeneratedAuth>('/dns/generate-auth');
}

export function restoreVersion(domain: string, version: number): Promise<unknown> {
  return apiClient.post(`/dns/versions/${enc(domain)}/restore/${version}`);
}

export function importZoneFile(domain: string, zoneFile: string): Promise<DnsImportPreview> {
  return apiClient.post<DnsImportPreview>(`/dns/import/${enc(domain)}`, { zone_file: zoneFile });
}

/** Mails an unconfirmed MAILFW destination a new confirmation link (the old one stops working). */
export function resendMailfwLink(domain: string, destination: string): Promise<DnsMailfwResent> {
  return apiClient.post<DnsMailfwResent>(`/dns/mailfw/resend/${enc(domain)}`, { destination });
}

/** The export is a plain file download; the session's tokens go along as on every GET. */
export function exportHref(domain: string): string {
  const credentials = apiClient.getCredentials();
  const query = credentials ? `?${new URLSearchParams({ csrf_token: credentials.csrf_token, session_id: credentials.session_id })}` : '';
  return `/api/v1/dns/export/${enc(domain)}${query}`;
}
