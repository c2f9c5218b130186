import type { AppSettings } from '@common/api/config.contract';

/** The parts of the app settings that are the same for every session of a language. */
export type SharedSettings = Pick<AppSettings, 'exchange_rates' | 'tlds' | 'countries' | 'vat_countries' | 'eu_countries'>;
export type SessionSettings = Omit<AppSettings, keyof SharedSettings>;

/**
 * Serializes the shared part once (it is most of the 18 KB answer: 249 named countries), so
 * that each request serializes only its own few fields.
 */
export function serializeSharedSettings(shared: SharedSettings): string {
  const json = JSON.stringify(shared);
  return json.slice(1, -1);
}

const encoded = new Map<string, Buffer>();
const TAIL = Buffer.from('},"errors":[]}');

/** The shared part as bytes, encoded once per distinct text (one per language). */
function sharedBytes(sharedJson: string): Buffer {
  let bytes = encoded.get(sharedJson);
  if (!bytes) {
    if (encoded.size > 8) encoded.clear();
    bytes = Buffer.from(`,${sharedJson}`);
    encoded.set(sharedJson, bytes);
  }
  return bytes;
}

/** The whole envelope of `GET /config/app-settings` as JSON bytes. */
export function serializeAppSettings(session: SessionSettings, sharedJson: string): Buffer {
  const own = JSON.stringify(session);
  return Buffer.concat([Buffer.from(`{"success":true,"result":${own.slice(0, -1)}`), sharedBytes(sharedJson), TAIL]);
}
