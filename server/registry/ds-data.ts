import type { DsData } from './registry-gateway';

/**
 * DS records between their presentation form ("<key tag> <algorithm> <digest type> <digest>",
 * RFC 4034 §5.3, as DNS servers print them) and the registry's dsData (RFC 5910 §4.1).
 */
export function parseDsLine(line: string): DsData | null {
  const match = /^\s*(\d{1,5})\s+(\d{1,3})\s+(\d{1,3})\s+([0-9a-fA-F\s]+?)\s*$/.exec(line);
  if (!match) return null;
  const ds = {
    keyTag: Number(match[1]),
    alg: Number(match[2]),
    digestType: Number(match[3]),
    digest: match[4].replace(/\s+/g, '').toUpperCase(),
  };
  if (ds.keyTag > 65535 || ds.alg > 255 || ds.digestType > 255) return null;
  return ds;
}

export function dsLine(ds: DsData): string {
  return `${ds.keyTag} ${ds.alg} ${ds.digestType} ${ds.digest.toUpperCase()}`;
}

/** Two DS records are the same when all four fields are (the digest compared without regard to case). */
export function sameDs(a: DsData, b: DsData): boolean {
  return a.keyTag === b.keyTag && a.alg === b.alg && a.digestType === b.digestType && a.digest.toUpperCase() === b.digest.toUpperCase();
}
