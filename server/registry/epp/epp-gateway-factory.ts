import type { ExchangeRates } from '@common/money/money';
import type { RegistryGateway } from '../registry-gateway';
import { createClTridGenerator } from './cltrid';
import type { EppRegistryConfig } from './epp-config';
import type { EppLoginRefusedError } from './epp-result';
import { createEppRegistry, type TransformRecord } from './epp-registry';
import { EppSessionPool } from './pool';

/** A gateway and its session pool for one configured registry; `close` logs the sessions out. */
export function createEppGatewayFromConfig(
  config: EppRegistryConfig,
  hooks: {
    onTransform?: (record: TransformRecord) => void | Promise<void>;
    /** A refused login, for the operator (decision 059). */
    onLoginRefused?: (error: EppLoginRefusedError) => void;
    /** The shop's exchange rates now, for a registry billing in another currency than euro (decision 070). */
    exchangeRates?: () => Promise<ExchangeRates>;
  } = {},
): { gateway: RegistryGateway; pool: EppSessionPool; close: () => Promise<void> } {
  const pool = new EppSessionPool({
    limit: config.sessionLimit,
    onLoginRefused: hooks.onLoginRefused,
    session: {
      endpoint: { host: config.host, port: config.port, servername: config.servername, ca: config.ca, cert: config.cert, key: config.key },
      clientId: config.clientId,
      password: config.password,
      extensionUris: config.extensions,
      keepaliveMs: config.keepaliveMs,
      timeouts: { connectMs: config.connectTimeoutMs, replyMs: config.replyTimeoutMs },
      newClTrid: createClTridGenerator(config.clTridPrefix),
    },
  });
  const gateway = createEppRegistry({
    pool,
    clientId: config.clientId,
    policies: config.policies,
    checkBatchSize: config.checkBatchSize,
    onTransform: hooks.onTransform,
    currency: config.currency,
    exchangeRates: hooks.exchangeRates,
  });
  return { gateway, pool, close: () => pool.close() };
}
