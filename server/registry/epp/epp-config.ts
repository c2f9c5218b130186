import { readFileSync } from 'node:fs';
import { inspect } from 'node:util';
import { z } from 'zod';
import type { TldPolicy } from '../registry-gateway';
import { NS } from './xml';

/**
 * EPP registries per TLD (decision 045), from a JSON file (EPP_CONFIG_FILE) or the environment
 * (EPP_REGISTRIES, the same JSON). Passwords may be given by the name of an environment variable
 * (`passwordEnv`); certificate, key and CA are file paths read at load. Loaded configurations
 * print with their secrets redacted, whether logged, inspected or turned into JSON.
 */

const policySchema = z
  .object({
    minPeriodYears: z.number().int().min(1).max(10),
    maxPeriodYears: z.number().int().min(1).max(10),
    addGraceDays: z.number().int().min(0),
    renewGraceDays: z.number().int().min(0),
    transferGraceDays: z.number().int().min(0),
    autoRenewGraceDays: z.number().int().min(0).max(45),
    redemptionDays: z.number().int().min(0),
    pendingDeleteDays: z.number().int().min(0),
    transferLockDays: z.number().int().min(0),
    idnLanguages: z.array(z.string()),
    minLabelLength: z.number().int().min(1).max(63),
    dnssec: z.boolean(),
  })
  .partial();

const registrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,32}$/),
    tlds: z.array(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/)).min(1),
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535).default(700),
    /** The name on the server certificate, when it differs from host. */
    servername: z.string().optional(),
    certFile: z.string().min(1),
    keyFile: z.string().min(1),
    caFile: z.string().min(1),
    clientId: z.string().min(3).max(16),
    password: z.string().min(6).max(16).optional(),
    passwordEnv: z
      .string()
      .regex(/^[A-Z_][A-Z0-9_]*$/)
      .optional(),
    extensions: z.array(z.string()).default([NS.rgp, NS.secDNS, NS.fee, NS.idnLang]),
    sessionLimit: z.number().int().min(1).max(50).default(2),
    keepaliveSeconds: z.number().int().min(10).default(600),
    connectTimeoutSeconds: z.number().min(1).default(10),
    replyTimeoutSeconds: z.number().min(1).default(30),
    checkBatchSize: z.number().int().min(1).max(100).default(50),
    clTridPrefix: z
      .string()
      .regex(/^[A-Za-z0-9]{1,16}$/)
      .default('SHOP'),
    policies: z.record(z.string(), policySchema).default({}),
    /** The registry's test system (OT&E): the shop stays marked as a test environment. */
    ote: z.boolean().default(false),
    /**
     * The currency the registry bills in, for all its TLDs (the fee extension's amounts, decision 070):
     * converted to euro with the shop's exchange rates for pricing, and the agreed fee sent in it.
     */
    currency: z.enum(['EUR', 'USD', 'GBP']).default('EUR'),
  })
  .refine((registry) => Boolean(registry.password) !== Boolean(registry.passwordEnv), {
    message: 'give exactly one of password and passwordEnv',
  });

const fileSchema = z.object({ registries: z.array(registrySchema).min(1) });

/** The defaults of domain-rules §1 where a registry publishes nothing else. */
export const DEFAULT_POLICY: Omit<TldPolicy, 'tld'> = {
  minPeriodYears: 1,
  maxPeriodYears: 10,
  addGraceDays: 5,
  renewGraceDays: 5,
  transferGraceDays: 5,
  autoRenewGraceDays: 45,
  redemptionDays: 30,
  pendingDeleteDays: 5,
  transferLockDays: 60,
  idnLanguages: [],
  minLabelLength: 1,
  dnssec: true,
};

export interface EppRegistryConfig {
  id: string;
  tlds: string[];
  host: string;
  port: number;
  servername?: string;
  cert: string;
  key: string;
  ca: string;
  clientId: string;
  password: string;
  extensions: string[];
  sessionLimit: number;
  keepaliveMs: number;
  connectTimeoutMs: number;
  replyTimeoutMs: number;
  checkBatchSize: number;
  clTridPrefix: string;
  policies: Record<string, TldPolicy>;
  ote: boolean;
  currency: 'EUR' | 'USD' | 'GBP';
}

export class EppConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EppConfigError';
  }
}

const REDACTED = '[redacted]';

/** What may be logged of a registry's configuration: no password, no key. */
export function describeRegistry(config: EppRegistryConfig): Record<string, unknown> {
  return {
    id: config.id,
    tlds: config.tlds,
    host: config.host,
    port: config.port,
    clientId: config.clientId,
    password: REDACTED,
    key: REDACTED,
    sessionLimit: config.sessionLimit,
    extensions: config.extensions,
    ote: config.ote,
    currency: config.currency,
  };
}

function redacting(config: EppRegistryConfig): EppRegistryConfig {
  const describe = () => describeRegistry(config);
  Object.defineProperties(config, {
    toJSON: { value: describe, enumerable: false },
    [inspect.custom]: { value: describe, enumerable: false },
  });
  return config;
}

/**
 * Reads the configuration: `EPP_CONFIG_FILE` names a JSON file, or `EPP_REGISTRIES` holds the
 * JSON. Returns [] when neither is set (every TLD stays on the sandbox). A TLD claimed twice, a
 * missing file or a missing password variable is an EppConfigError naming the registry, never
 * the secret.
 */
export function loadEppConfig(
  env: Record<string, string | undefined> = process.env,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): EppRegistryConfig[] {
  let raw: string | undefined;
  if (env.EPP_CONFIG_FILE) {
    try {
      raw = readFile(env.EPP_CONFIG_FILE);
    } catch {
      throw new EppConfigError(`EPP_CONFIG_FILE ${env.EPP_CONFIG_FILE} cannot be read`);
    }
  } else raw = env.EPP_REGISTRIES;
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new EppConfigError('the EPP configuration is not valid JSON');
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    // zod's issues name paths and rules, not the values given.
    throw new EppConfigError(
      `the EPP configuration is invalid: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  const claimed = new Map<string, string>();
  return parsed.data.registries.map((registry) => {
    for (const tld of registry.tlds) {
      const other = claimed.get(tld);
      if (other) throw new EppConfigError(`.${tld} is configured for both ${other} and ${registry.id}`);
      claimed.set(tld, registry.id);
    }
    const password = registry.password ?? env[registry.passwordEnv ?? ''];
    if (!password) throw new EppConfigError(`registry ${registry.id}: the environment variable ${registry.passwordEnv} is not set`);
    const file = (path: string, what: string) => {
      try {
        return readFile(path);
      } catch {
        throw new EppConfigError(`registry ${registry.id}: the ${what} file ${path} cannot be read`);
      }
    };
    const policies: Record<string, TldPolicy> = {};
    for (const tld of registry.tlds) policies[tld] = { ...DEFAULT_POLICY, ...registry.policies[tld], tld };
    return redacting({
      id: registry.id,
      tlds: registry.tlds,
      host: registry.host,
      port: registry.port,
      servername: registry.servername,
      cert: file(registry.certFile, 'certificate'),
      key: file(registry.keyFile, 'key'),
      ca: file(registry.caFile, 'CA'),
      clientId: registry.clientId,
      password,
      extensions: registry.extensions,
      sessionLimit: registry.sessionLimit,
      keepaliveMs: registry.keepaliveSeconds * 1000,
      connectTimeoutMs: registry.connectTimeoutSeconds * 1000,
      replyTimeoutMs: registry.replyTimeoutSeconds * 1000,
      checkBatchSize: registry.checkBatchSize,
      clTridPrefix: registry.clTridPrefix,
      policies,
      ote: registry.ote,
      currency: registry.currency,
    });
  });
}
