import { isIPv4, isIPv6 } from 'node:net';

/** Who is on the other end of a request, as far as the account pages show it. */
export interface ClientInfo {
  /** The full address, for rate limits only; never stored. */
  ip: string;
  /** The address truncated to /24 (IPv4) or /48 (IPv6), as stored and shown. */
  network: string;
  /** Browser and system, e.g. "Firefox 128 on Linux". */
  userAgent: string;
}

function expandIPv6(address: string): number[] | null {
  const [head, tail] = address.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = address.includes('::') ? parse(tail) : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (!address.includes('::') && missing !== 0)) return null;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.some((group) => Number.isNaN(group)) ? null : groups;
}

/** 203.0.113.7 → 203.0.113.0/24; 2001:db8:1:2::1 → 2001:db8:1::/48; mapped IPv4 counts as IPv4. */
export function truncateIp(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  const address = mapped ? mapped[1] : ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address) && !address.includes('.')) {
    const groups = expandIPv6(address);
    if (groups)
      return `${groups
        .slice(0, 3)
        .map((group) => group.toString(16))
        .join(':')}::/48`;
  }
  return 'unknown';
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
  [/curl\/(\d+)/, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A short, harmless description of a user agent; never the raw header (it can carry anything). */
export function summarizeUserAgent(header: string | undefined): string {
  if (!header) return 'Unknown';
  const value = header.slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(value));
  const system = SYSTEMS.find(([pattern]) => pattern.test(value));
  const name = browser ? `${browser[1]} ${value.match(browser[0])![1]}` : 'Other browser';
  return system ? `${name} on ${system[1]}` : name;
}

export function clientInfo(request: { ip: string; headers: { 'user-agent'?: string } }): ClientInfo {
  return { ip: request.ip, network: truncateIp(request.ip), userAgent: summarizeUserAgent(request.headers['user-agent']) };
}
