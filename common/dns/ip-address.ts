/**
 * IP addresses of nameservers (glue, RFC 5732 `host:addr`): IPv4 as a dotted quad (spec §5), IPv6
 * in all usual forms (RFC 4291 §2.2), each normalised (IPv6 as RFC 5952 text) so that the same
 * address is stored and compared once. Glue must be reachable from the whole internet, so private,
 * shared, loopback, link-local, documentation, multicast and other special-purpose ranges (IANA
 * special-purpose registries, RFC 6890) are refused.
 */

export type IpVersion = 'v4' | 'v6';

export type ParsedIpAddress = { ok: true; version: IpVersion; address: string } | { ok: false; problem: 'invalid' | 'reserved' };

/** A dotted quad: four decimal numbers 0–255 without leading zeros. */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function ipv4Octets(text: string): number[] | null {
  return IPV4.test(text) ? text.split('.').map(Number) : null;
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(text: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.length > 45) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (let index = 0; index < pieces.length; index += 1) {
      const piece = pieces[index];
      if (index === pieces.length - 1 && piece.includes('.')) {
        const octets = ipv4Octets(piece);
        if (!octets) return null;
        groups.push((octets[0] << 8) | octets[1], (octets[2] << 8) | octets[3]);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  if (!head || !tail) return null;
  // An embedded IPv4 address may only end the address.
  if (halves.length === 2 && halves[0].includes('.')) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

/**
 * RFC 5952 §4: lower case, no leading zeros, the longest run of two or more zero groups as "::";
 * an IPv4-mapped address (::ffff:0:0/96) ends in its IPv4 address as a dotted quad (§5), so
 * "::ffff:1.2.3.4" stays as it reads rather than becoming "::ffff:102:304".
 */
function formatIpv6(groups: number[]): string {
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const octets = ipv6Bytes(groups.slice(6));
    return `::ffff:${octets.join('.')}`;
  }
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start < 8;) {
    if (groups[start] !== 0) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end += 1;
    if (end - start > bestLength) {
      bestStart = start;
      bestLength = end - start;
    }
    start = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestLength < 2) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** [first octets, prefix length] of the IPv4 ranges a nameserver may not use. */
const RESERVED_V4: Array<[number[], number]> = [
  [[0], 8], // "this network"
  [[10], 8], // private
  [[100, 64], 10], // shared address space (carrier-grade NAT)
  [[127], 8], // loopback
  [[169, 254], 16], // link-local
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation (TEST-NET-1)
  [[192, 88, 99], 24], // 6to4 relay anycast (deprecated)
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation (TEST-NET-2)
  [[203, 0, 113], 24], // documentation (TEST-NET-3)
  [[224], 4], // multicast
  [[240], 4], // reserved, and the broadcast address
];

function inPrefix(bytes: number[], prefix: number[], length: number): boolean {
  const full = [...prefix, ...new Array<number>(Math.max(0, bytes.length - prefix.length)).fill(0)];
  for (let bit = 0; bit < length; bit += 1) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if ((bytes[byte] & mask) !== (full[byte] & mask)) return false;
  }
  return true;
}

/** [first bytes, prefix length] of the IPv6 ranges a nameserver may not use, inside global unicast 2000::/3. */
const RESERVED_V6: Array<[number[], number]> = [
  [[0x20, 0x01, 0x00], 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID, …)
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x20, 0x02], 16], // 6to4
  [[0x3f, 0xff], 20], // documentation (RFC 9637)
];

function ipv6Bytes(groups: number[]): number[] {
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

/** Checks and normalises what a user typed as a nameserver address. */
export function parseIpAddress(input: string): ParsedIpAddress {
  const text = input.trim();
  const octets = ipv4Octets(text);
  if (octets) {
    const reserved = RESERVED_V4.some(([prefix, length]) => inPrefix(octets, prefix, length));
    return reserved ? { ok: false, problem: 'reserved' } : { ok: true, version: 'v4', address: octets.join('.') };
  }
  const groups = ipv6Groups(text);
  if (!groups) return { ok: false, problem: 'invalid' };
  const bytes = ipv6Bytes(groups);
  // Only global unicast (2000::/3) is routed on the internet; loopback, unique-local, link-local,
  // multicast, IPv4-mapped and the rest lie outside it.
  const globalUnicast = inPrefix(bytes, [0x20], 3);
  const reserved = !globalUnicast || RESERVED_V6.some(([prefix, length]) => inPrefix(bytes, prefix, length));
  return reserved ? { ok: false, problem: 'reserved' } : { ok: true, version: 'v6', address: formatIpv6(groups) };
}

/** At most this many addresses per host (RFC 5732 sets none; registries commonly take 13). */
export const HOST_MAX_ADDRESSES = 13;

/**
 * Syntax only: an IPv4 or IPv6 literal in its normal form, reserved ranges included. Zone records
 * (A, AAAA, SVCB hints) may point anywhere a customer chooses, an intranet or a documentation
 * address among them; only glue must be reachable from the whole internet.
 */
export function parseIpLiteral(input: string): { version: IpVersion; address: string } | null {
  const text = input.trim();
  const octets = ipv4Octets(text);
  if (octets) return { version: 'v4', address: octets.join('.') };
  const groups = ipv6Groups(text);
  return groups ? { version: 'v6', address: formatIpv6(groups) } : null;
}
