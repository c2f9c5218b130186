/**
 * What the forwarding edge answers for one host name. The zone module decides it from the name's
 * zone: a URL record gives a redirect or a frame, the parking page switched on (or a name of ours
 * without records) gives parking; a name the shop does not forward is null. `tls` is the URL
 * record's TLS flag: the name is served over HTTPS too, with a certificate obtained over ACME
 * (decision 039).
 */
export type EdgeTarget =
  | { kind: 'redirect'; url: string; code: EdgeRedirectCode; keepPath: boolean; tls?: boolean }
  | {
      kind: 'frame';
      url: string;
      /** As for a redirect: the request's path and query are appended to the framed URL. */
      keepPath: boolean;
      title: string;
      metaDescription: string;
      metaKeywords: string;
      noframes: string;
      tls?: boolean;
    }
  | { kind: 'parking'; domainUtf8: string };

/** The redirect methods a URL record may choose (spec §3, §9: 301 is the default). */
export const EDGE_REDIRECT_CODES = [301, 302, 303, 307, 308] as const;
export type EdgeRedirectCode = (typeof EDGE_REDIRECT_CODES)[number];

/**
 * Finds the target for a host name as the edge received it: lower-case, without port or trailing
 * dot, an A-label name (browsers send IDNs that way). Both the name itself and a "www." name the
 * zone forwards are asked for as they come; answering null makes the edge say 404.
 */
export type EdgeLookup = (host: string) => Promise<EdgeTarget | null>;
