import type { ExchangeRates } from '@common/money/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { describeRegistry } from './epp/epp-config';
import type { TransformRecord } from './epp/epp-registry';
import { createEppGatewayFromConfig } from './epp/epp-gateway-factory';
import { createTldRouter } from './epp/tld-router';
import { RegistryError, type PollMessage, type RegistryGateway } from './registry-gateway';
import { currentRegistryContext } from './registry-context';
import { createRegistryTransactionRepository, type RegistryTransactionRepository } from './registry-transactions.repository';
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
  /** The shop's exchange rates now (reference data), for registries billing in another currency (decision 070). */
  exchangeRates?: () => Promise<ExchangeRates>;
}): { registry: RegistryGateway; close: () => Promise<void> } {
  const transactions = createRegistryTransactionRepository(deps.database.db);
  /** Stored with the order item of the job that sent it; a failure to store is logged, never fails the command that went through. */
  const recordTransform = async (registry: string, record: TransformRecord): Promise<void> => {
    const context = currentRegistryContext();
    try {
      await transactions.record({
        registry,
        command: record.command,
        object: record.name,
        clTrid: record.clTRID,
        svTrid: record.svTRID,
        resultCode: record.code,
        orderItemId: context?.orderItemId ?? null,
        jobKind: context?.jobKind ?? null,
        createdAt: deps.clock.now(),
      });
    } catch (error) {
      deps.log.warn(
        { err: error, registry, command: record.command, object: record.name, clTRID: record.clTRID, svTRID: record.svTRID },
        'EPP transaction ids could not be stored',
      );
    }
  };
  const sandbox = createSandboxRegistry({
    db: deps.database.db,
    clock: deps.clock,
    registrarId: deps.registrarId,
    createDelayMs: deps.config.sandboxCreateDelayMs,
  });
  if (deps.config.registry === 'sandbox' || deps.config.eppRegistries.length === 0)
    return { registry: sandbox, close: async () => undefined };
  const connections = deps.config.eppRegistries.map((registryConfig) => {
    // What is logged of a registry never holds its password or key (describeRegistry).
    deps.log.info(
      { registry: describeRegistry(registryConfig) },
      `EPP registry ${registryConfig.id} serves .${registryConfig.tlds.join(', .')}`,
    );
    const connection = createEppGatewayFromConfig(registryConfig, {
      onTransform: (record) => recordTransform(registryConfig.id, record),
      exchangeRates: deps.exchangeRates,
      // The operator's to fix; the orders wait and their jobs retry meanwhile (decision 059).
      onLoginRefused: (error) =>
        deps.log.error(
          { registry: registryConfig.id, code: error.eppCode, clTRID: error.transaction.clTRID, svTRID: error.transaction.svTRID },
          `EPP registry ${registryConfig.id} refused the login as ${registryConfig.clientId} (${error.eppCode}): orders wait and are retried; check the password, client certificate and the registry's address allow-list`,
        ),
    });
    return {
      ...connection,
      config: registryConfig,
      gateway: withPollReceipts(connection.gateway, registryConfig.id, transactions, deps.clock),
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
        if (result.status === 'rejected')
          deps.log.warn({ err: result.reason }, `EPP registry ${connections[index].config.id}: logout at close failed`);
      }
    },
  };
}

/**
 * A registry's poll queue, idempotent by message id (decision 045): ack first records the message
 * as handled (the shop calls ack only after it has acted on the message), then dequeues it. A
 * message delivered again because its ack was lost is dequeued at once instead of being handled
 * twice.
 */
export function withPollReceipts(
  gateway: RegistryGateway,
  registry: string,
  receipts: Pick<RegistryTransactionRepository, 'handledMessage' | 'recordHandled' | 'markAcked'>,
  clock: Clock,
): RegistryGateway {
  const delivered = new Map<string, PollMessage>();
  return Object.assign(Object.create(gateway) as RegistryGateway, {
    async poll(): Promise<PollMessage | null> {
      // A bounded number of stale deliveries per call, so a registry that never dequeues cannot spin.
      for (let stale = 0; stale < 20; stale += 1) {
        const message = await gateway.poll();
        if (!message) return null;
        if (!(await receipts.handledMessage(registry, message.id))) {
          delivered.set(message.id, message);
          return message;
        }
        try {
          await gateway.ack(message.id);
        } catch (error) {
          // Another pass (a second process) dequeued it meanwhile.
          if (!(error instanceof RegistryError && error.eppCode === 2303)) throw error;
        }
        await receipts.markAcked(registry, message.id, clock.now());
      }
      return null;
    },
    async ack(messageId: string): Promise<void> {
      const message = delivered.get(messageId);
      await receipts.recordHandled({
        registry,
        messageId,
        kind: message?.kind ?? 'other',
        name: message?.name ?? null,
        handledAt: clock.now(),
      });
      await gateway.ack(messageId);
      delivered.delete(messageId);
      await receipts.markAcked(registry, messageId, clock.now());
    },
  });
}
