import type { Config } from './config';
import type { Database } from './db/client';
import type { BuildInfo } from './lib/build-info';
import type { Clock } from './lib/clock';
import { createReferenceDataRepository } from './modules/config/reference-data.repository';
import { createReferenceDataService } from './modules/config/reference-data.service';
import { createSessionRepository } from './modules/session/session.repository';
import { createSessionService } from './modules/session/session.service';
import { createHealthRepository } from './modules/health/health.repository';
import { createUserRepository } from './modules/user/user.repository';
import { createUserService } from './modules/user/user.service';
import { createPriceService } from './modules/price/price.service';
import { createTldCatalogRepository } from './modules/price/tld-catalog.repository';
import { createPromotionRepository } from './modules/price/promotion.repository';
import { createNewsRepository } from './modules/news/news.repository';
import { createNewsService } from './modules/news/news.service';
import { createMaintenanceRepository } from './modules/maintenance/maintenance.repository';
import { createMaintenanceService } from './modules/maintenance/maintenance.service';
import { createDomainSearchService } from './modules/domain/domain-search.service';
import { createCartRepository } from './modules/cart/cart.repository';
import { createCartService } from './modules/cart/cart.service';
import { createWhoisLookupService } from './modules/whois/whois-lookup.service';
import { createSandboxRegistry } from './registry/sandbox/sandbox-registry';

/** This shop's id at the registry (the sponsoring registrar of its customers' domains). */
export const SHOP_REGISTRAR_ID = 'shop';

/**
 * The composition root: repositories get the database, services get repositories and each other.
 * Routes receive services only (conventions: a route never imports a repository).
 */
export function createAppServices(deps: { config: Config; database: Database; clock: Clock; buildInfo: BuildInfo }) {
  const { config, database, clock, buildInfo } = deps;
  const referenceData = createReferenceDataService(createReferenceDataRepository(database.db), clock);
  const sessions = createSessionService({ repository: createSessionRepository(database.db), referenceData, clock, idleMinutes: config.sessionIdleMinutes, cacheSeconds: config.sessionCacheSeconds });
  const prices = createPriceService({ tlds: createTldCatalogRepository(database.db), promotions: createPromotionRepository(database.db), referenceData, clock });
  // The only registry so far; a real EPP gateway would be chosen here by config.registry.
  const registry = createSandboxRegistry({ db: database.db, clock, registrarId: SHOP_REGISTRAR_ID });
  const domainSearch = createDomainSearchService({
    registry,
    referenceData,
    // Search results show the first-year price, with a running registration promotion applied.
    registrationPrices: async () => {
      const offers = await prices.offers();
      return (tld) => {
        const entry = offers.byTld.get(tld);
        if (!entry) return undefined;
        return { register: offers.promotionsOf(tld).registration?.price ?? entry.net.registration, renew: entry.net.renewal };
      };
    },
  });
  const cart = createCartService({ carts: createCartRepository(database.db), sessions, registry, prices, clock });
  const users = createUserService({ users: createUserRepository(database.db), sessions, clock, onLogin: cart.mergeAtLogin });
  return {
    config,
    database,
    clock,
    buildInfo,
    referenceData,
    sessions,
    users,
    prices,
    news: createNewsService({ news: createNewsRepository(database.db), clock }),
    maintenance: createMaintenanceService({ maintenance: createMaintenanceRepository(database.db), clock }),
    health: createHealthRepository(database.db),
    registry,
    domainSearch,
    cart,
    whois: createWhoisLookupService({ registry, clock }),
    whoisServerName: config.whois?.serverName ?? null,
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
