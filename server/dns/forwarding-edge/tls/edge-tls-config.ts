import path from 'node:path';
import { z } from 'zod';

/**
 * The environment of the forwarding edge's HTTPS (decision 039), for server/config.ts's schema.
 * HTTPS forwarding is on only when ACME_DIRECTORY_URL names a CA: without it no certificate can be
 * had, so nothing listens for TLS and the start-up log says so.
 */
export const edgeTlsEnvShape = {
  /** The ACME directory (RFC 8555 §7.1.1), e.g. https://acme-v02.api.letsencrypt.org/directory; unset turns HTTPS forwarding off. */
  ACME_DIRECTORY_URL: z.url().optional(),
  /** The contact address given to the CA for the shop's ACME account (expiry and policy mails). */
  ACME_EMAIL: z.email().optional(),
  /** A PEM file of CAs trusted for the ACME directory's own HTTPS besides the system's (tests: pebble's). */
  ACME_CA_BUNDLE: z.string().min(1).optional(),
  /** Port of the edge's HTTPS listener; 0 takes a free one. In production a proxy or firewall maps 443 to it. */
  FORWARDING_EDGE_TLS_PORT: z.coerce.number().int().min(0).max(65535).default(8443),
  /**
   * The CA's CAA issuer domain (RFC 8659), e.g. letsencrypt.org: a URL record with TLS is refused
   * where the name's CAA records keep that CA out. Known for Let's Encrypt's directories; unset
   * for another CA skips that check.
   */
  ACME_CAA_ISSUER: z
    .string()
    .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i, 'must be a domain name, e.g. letsencrypt.org')
    .optional(),
  /** Where the edge keeps its ACME account key and the certificates it obtained (files, mode 0600). */
  EDGE_CERTIFICATES_DIR: z.string().min(1).default('data/edge-certificates'),
};

export interface EdgeTlsSettings {
  directoryUrl: string;
  email: string | null;
  /** For the zone checks' certificateIssuer (common/dns/records zone-checks). */
  caaIssuer: string | null;
  caBundleFile: string | null;
  port: number;
  dir: string;
}

const edgeTlsEnvSchema = z.object(edgeTlsEnvShape);
type EdgeTlsEnv = z.infer<typeof edgeTlsEnvSchema>;

/** Reads the HTTPS settings straight from an environment (tests; the shop reads them in server/config.ts). */
export function parseEdgeTlsEnv(env: Record<string, string | undefined>, root: string): ReturnType<typeof toEdgeTlsSettings> {
  return toEdgeTlsSettings(edgeTlsEnvSchema.parse(env), root);
}

/** The settings when HTTPS forwarding is on, else null with the reason for the start-up log. */
export function toEdgeTlsSettings(
  env: EdgeTlsEnv,
  root: string,
): { settings: EdgeTlsSettings; off: null } | { settings: null; off: string } {
  if (!env.ACME_DIRECTORY_URL)
    return { settings: null, off: 'HTTPS forwarding is off: ACME_DIRECTORY_URL is not set, so no certificates can be obtained' };
  return {
    settings: {
      directoryUrl: env.ACME_DIRECTORY_URL,
      email: env.ACME_EMAIL ?? null,
      caaIssuer:
        env.ACME_CAA_ISSUER?.toLowerCase() ??
        (/(^|\.)letsencrypt\.org$/.test(new URL(env.ACME_DIRECTORY_URL).hostname) ? 'letsencrypt.org' : null),
      caBundleFile: env.ACME_CA_BUNDLE ? path.resolve(root, env.ACME_CA_BUNDLE) : null,
      port: env.FORWARDING_EDGE_TLS_PORT,
      dir: path.resolve(root, env.EDGE_CERTIFICATES_DIR),
    },
    off: null,
  };
}
