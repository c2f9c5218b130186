import { DnsServerError } from '../dns-publisher';

/** An RRset as PowerDNS's HTTP API speaks it (API v1, PowerDNS Authoritative 4.7). */
export interface PdnsRrset {
  name: string;
  type: string;
  ttl: number;
  records: { content: string; disabled: boolean }[];
  changetype?: 'REPLACE' | 'DELETE';
}

export interface PdnsZone {
  id: string;
  name: string;
  serial: number;
  dnssec: boolean;
  rrsets: PdnsRrset[];
}

export interface PdnsZoneSummary {
  id: string;
  name: string;
  serial: number;
  dnssec: boolean;
}

export interface PdnsCryptokey {
  id: number;
  keytype: 'ksk' | 'zsk' | 'csk';
  active: boolean;
  published: boolean;
  dnskey: string;
  ds?: string[];
  algorithm: string;
}

export interface PowerDnsApiOptions {
  /** Base URL of the webserver, e.g. http://127.0.0.1:8081 (without /api/v1). */
  apiUrl: string;
  apiKey: string;
  /** How long one call may take; PowerDNS answers in milliseconds, so a slow one is treated as down. */
  timeoutMs?: number;
  /** Told about every call's outcome, so the publisher can say whether the server answered last time. */
  onOutcome?: (outcome: { reachable: boolean; error: string | null }) => void;
}

/**
 * A typed client for the few calls of PowerDNS's HTTP API the shop uses. Every failure becomes a
 * DnsServerError: no answer is `unreachable` (retry later), an error answer is `refused` with
 * PowerDNS's own message.
 */
export function createPowerDnsApi(options: PowerDnsApiOptions) {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/api/v1/servers/localhost`;
  const timeoutMs = options.timeoutMs ?? 5_000;

  async function call<T>(method: string, path: string, body?: unknown, allow404 = false): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { 'X-API-Key': options.apiKey, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = describeFetchFailure(error, timeoutMs);
      options.onOutcome?.({ reachable: false, error: reason });
      throw new DnsServerError('unreachable', `PowerDNS at ${options.apiUrl} did not answer: ${reason}`);
    }
    const text = await response.text().catch(() => '');
    options.onOutcome?.({ reachable: true, error: null });
    if (response.status === 404 && allow404) return null;
    if (!response.ok) {
      const serverMessage = errorMessageOf(text) ?? (response.statusText || `HTTP ${response.status}`);
      const what = response.status === 401 ? 'PowerDNS refused the API key' : `PowerDNS refused ${method} ${path}`;
      throw new DnsServerError('refused', `${what}: ${serverMessage}`, serverMessage, response.status);
    }
    if (text === '') return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new DnsServerError(
        'refused',
        `PowerDNS answered ${method} ${path} with something other than JSON`,
        text.slice(0, 200),
        response.status,
      );
    }
  }

  const zonePath = (name: string) => `/zones/${encodeURIComponent(name)}`;

  return {
    /** Answers when the API is up and the key is right. */
    async server(): Promise<{ version: string }> {
      const info = await call<{ version: string }>('GET', '');
      return { version: info?.version ?? '' };
    },
    listZones: async () => (await call<PdnsZoneSummary[]>('GET', '/zones')) ?? [],
    /** The zone with its RRsets, or null when PowerDNS does not have it. */
    getZone: (name: string) => call<PdnsZone>('GET', zonePath(name), undefined, true),
    createZone: async (zone: { name: string; nameservers: string[]; rrsets: PdnsRrset[]; dnssec: boolean }): Promise<PdnsZone> => {
      const created = await call<PdnsZone>('POST', '/zones', {
        name: zone.name,
        kind: 'Native',
        nameservers: zone.nameservers,
        // DEFAULT raises the serial to today's date-based number, or by one, on every API change.
        soa_edit_api: 'DEFAULT',
        // Keeps NSEC chains and auth flags right after every API change of a signed zone.
        api_rectify: true,
        dnssec: zone.dnssec,
        rrsets: zone.rrsets,
      });
      if (!created) throw new DnsServerError('refused', `PowerDNS created ${zone.name} but answered nothing`);
      return created;
    },
    patchRrsets: async (name: string, rrsets: PdnsRrset[]): Promise<void> => {
      await call('PATCH', zonePath(name), { rrsets });
    },
    /** Deletes the zone; one that is not there is already gone. */
    deleteZone: async (name: string): Promise<void> => {
      await call('DELETE', zonePath(name), undefined, true);
    },
    cryptokeys: async (name: string) => (await call<PdnsCryptokey[]>('GET', `${zonePath(name)}/cryptokeys`)) ?? [],
    addCryptokey: async (name: string, key: { keytype: 'csk' | 'ksk' | 'zsk'; algorithm: string }) =>
      call<PdnsCryptokey>('POST', `${zonePath(name)}/cryptokeys`, { ...key, active: true, published: true }),
    deleteCryptokey: async (name: string, id: number) => {
      await call('DELETE', `${zonePath(name)}/cryptokeys/${id}`, undefined, true);
    },
    rectify: async (name: string) => {
      await call('PUT', `${zonePath(name)}/rectify`);
    },
  };
}

export type PowerDnsApi = ReturnType<typeof createPowerDnsApi>;

function errorMessageOf(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error : null;
  } catch {
    return text.trim() ? text.trim().slice(0, 300) : null;
  }
}

function describeFetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code) return cause.code === 'ECONNREFUSED' ? 'connection refused (not running?)' : cause.code;
  return error instanceof Error ? error.message : String(error);
}
