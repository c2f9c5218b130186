import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { describeRegistry } from './epp/epp-config';
import type { TransformRecord } from './epp/epp-registry';
import { createEppGatewayFromConfig } from './epp/epp-gateway-factory';
import { createTldRouter } from './epp/tld-router';
import type { RegistryGateway } from './registry-gateway';
import { createSandboxRegistry } from './sandbox/sandbox-registry';

/**
 * The registry behind the shop (decisions 007, 045): the sandbox alone (REGISTRY=sandbox), or the
 * sandbox with the TLDs of each configured EPP registry routed to that registry's gateway. EPP
 * sessions are opened on first use and logged out by `close` (the app's onClose).
 */
export function createRegistry(deps: {
  config: Pick<Config, 'registry' | 'eppRegistries' | 'sandboxCreateDelayMs'>;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The shop's registrar id at the sandbox. */
  registrarId: string;
  /** Each EPP transform's clTRID and svTRID (decision 045), e.g. to store with its order. */
  onTransform?: (record: TransformRecord & { registry: string }) => void | Promise<void>;
}): { registry: RegistryGateway; close: () => Promise<void> } {
  const sandbox = createSandboxRegistry({ db: deps.database.db, clock: deps.clock, registrarId: deps.registrarId, createDelayMs: deps.config.sandboxCreateDelayMs });
  if (deps.config.registry === 'sandbox' || deps.config.eppRegistries.length === 0) return { registry: sandbox, close: async () => undefined };
  const connections = deps.config.eppRegistries.map((registryConfig) => {
    // What is logged of a registry never holds its password or key (describeRegistry).
    deps.log.info({ registry: describeRegistry(registryConfig) }, `EPP registry ${registryConfig.id} serves .${registryConfig.tlds.join(', .')}`);
    const onTransform = deps.onTransform;
    return {
      config: registryConfig,
      ...createEppGatewayFromConfig(registryConfig, { onTransform: onTransform ? (record) => onTransform({ ...record, registry: registryConfig.id }) : undefined }),
    };
  });
  const routes: Record<string, RegistryGateway> = {};
  for (const connection of connections) for (const tld of connection.config.tlds) routes[tld] = connection.gateway;
  const registry = createTldRouter({
    fallback: sandbox,
    routes,
    names: new Map(connections.map((connection) => [connection.gateway, connection.config.id])),
    // A registry's test system (OT&E) keeps the shop a test environment, as the sandbox does.
    kind: connections.every((connection) => connection.config.ote) ? 'sandbox' : 'epp',
  });
  return {
    registry,
    async close() {
      const results = await Promise.allSettled(connections.map((connection) => connection.close()));
      for (const [index, result] of results.entries()) {
        if (result.status === 'rejected') deps.log.warn({ err: result.reason }, `EPP registry ${connections[index].config.id}: logout at close failed`);
      }
    },
  };
}
