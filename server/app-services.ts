import type { Config } from './config';
import type { Database } from './db/client';
import type { BuildInfo } from './lib/build-info';
import type { Clock } from './lib/clock';
import { createReferenceDataRepository } from './modules/config/reference-data.repository';
import { createReferenceDataService } from './modules/config/reference-data.service';
import { createSessionRepository } from './modules/session/session.repository';
import { createSessionService } from './modules/session/session.service';
import { createVisitorTokens } from './modules/session/visitor-token';
import { createHealthRepository } from './modules/health/health.repository';
import { createUserRepository } from './modules/user/user.repository';
import { createUserService } from './modules/user/user.service';
import { createPriceService } from './modules/price/price.service';
import { createTldCatalogRepository } from './modules/price/tld-catalog.repository';
import { createPromotionRepository } from './modules/price/promotion.repository';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createNewsRepository } from './modules/news/news.repository';
import { createNewsService } from './modules/news/news.service';
import { createPopupRepository } from './modules/popup/popup.repository';
import { createPopupService } from './modules/popup/popup.service';
import { createMaintenanceRepository } from './modules/maintenance/maintenance.repository';
import { createMaintenanceService } from './modules/maintenance/maintenance.service';
import { createDomainSearchService } from './modules/domain/domain-search.service';
import { createCartRepository } from './modules/cart/cart.repository';
import { createCartService } from './modules/cart/cart.service';
import { createCartQuoter } from './modules/cart/cart-quote';
import { createCouponRepository } from './modules/cart/coupon.repository';
import { createCouponRedemptions } from './modules/cart/coupon-redemption';
import { createWhoisLookupService } from './modules/whois/whois-lookup.service';
import { notServedMailPublisher, type MailPublisher } from './mail-servers/mail-snapshot';
import { createDnsMailHosting } from './modules/mailbox/mail-hosting';
import { createMailSync } from './modules/mailbox/mail-sync';
import { createMailboxRepository } from './modules/mailbox/mailbox.repository';
import { createMailboxService, mailConnectionSettings } from './modules/mailbox/mailbox.service';
import { createMailboxProvisioning, ownedDomainTerm } from './modules/mailbox/mailbox-provisioning';
import { createMailboxLifecycle } from './modules/mailbox/mailbox-lifecycle';
import { createMailboxMail } from './modules/mailbox/mailbox-mail';
import { hashPassword } from './modules/user/password-hasher';
import { createNameserverRepository } from './modules/nameserver/nameserver.repository';
import { createNameserverService } from './modules/nameserver/nameserver.service';
import { createRegistry } from './registry/registry-composition';
import { createRegistryRecordsCleanup } from './registry/registry-records-cleanup';
import { createRegistryTransactionRepository } from './registry/registry-transactions.repository';
import { createAttemptLimiter } from './lib/attempt-limiter';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background-tasks';
import { createSecretBox } from './lib/secret-box';
import { resolveSecretKey } from './lib/secret-key';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { operatorFooterMailer } from './modules/mail/operator-footer';
import { createMailService } from './modules/mail/mail.service';
import { createContactRepository } from './modules/contact/contact.repository';
import { createContactService } from './modules/contact/contact.service';
import { createAccountRecordsRepository } from './modules/user/account-records.repository';
import { createSecurityEventService } from './modules/user/security-events.service';
import { createTwoFactorService } from './modules/user/two-factor.service';
import { createProfileService } from './modules/user/profile.service';
import { createUnitOfWork } from './db/unit-of-work';
import { createCurrentRegistrants } from './modules/payment/current-registrants';
import { createPaymentNoticeService } from './modules/payment/payment-notices.service';
import { createPaymentService } from './modules/payment/payment.service';
import { createPaymentSettlement } from './modules/payment/payment-settlement';
import { waitingTransfers } from './modules/payment/waiting-transfers';
import { createPaymentStatuses } from './modules/payment/payment-status';
import { shopBankAccount } from './modules/payment/payment.presenter';
import { createTopUpService } from './modules/payment/top-up.service';
import { createUnpaidOrders } from './modules/payment/unpaid-orders';
import { createSandboxGateway, createSandboxSigner } from './modules/payment/sandbox-gateway';
import { createSandboxGatewayRepository } from './modules/payment/sandbox-gateway.repository';
import { createPrepaidAccountService } from './modules/prepaid-account/prepaid-account.service';
import { createOrderService } from './modules/order/order.service';
import { createJobWorker } from './modules/jobs/job-worker';
import { createJobWakeUp } from './modules/jobs/job-wake-up';
import { createOrderEvents } from './modules/order/order-events';
import { createJobRepository } from './modules/jobs/jobs.repository';
import { createInvoiceService } from './modules/invoice/invoice.service';
import { createCustomerDomainRepository } from './modules/customer-domain/customer-domain.repository';
import { createCustomerDomainService } from './modules/customer-domain/customer-domain.service';
import { createDomainQuoter } from './modules/lifecycle/domain-quote';
import { createLifecycleService } from './modules/lifecycle/lifecycle.service';
import { createRestoreService } from './modules/restore/restore.service';
import { createRestoreDomainJob } from './modules/restore/restore-domain.job';
import { createRenewalRepository } from './modules/renewal/renewal.repository';
import { createRenewalService } from './modules/renewal/renewal.service';
import { createRenewalLinkService } from './modules/renewal/renewal-link.service';
import { createRenewalLinkRepository } from './modules/renewal/renewal-link.repository';
import { createPremiumService } from './modules/premium/premium.service';
import { createTransferRepository } from './modules/transfer/transfer.repository';
import { createTransferService } from './modules/transfer/transfer.service';
import { createAuthCodeService } from './modules/transfer/auth-code.service';
import { createOwnedDomains } from './modules/transfer/owned-domains';
import { createPrivacySettingService } from './modules/transfer/privacy-setting.service';
import { createTransferLockService } from './modules/transfer/transfer-lock.service';
import { createPrivacyRepository } from './modules/privacy/privacy.repository';
import { createPrivacyService } from './modules/privacy/privacy.service';
import { createTransferMail } from './modules/transfer/transfer-mail';
import { createOwnershipRepository } from './modules/ownership/ownership.repository';
import { createOwnershipService } from './modules/ownership/ownership.service';
import { createOwnershipMail } from './modules/ownership/ownership-mail';
import { createViesClient } from './modules/vat/vies-client';
import { createVatCheckService } from './modules/vat/vat-check.service';
import { createDnsZoneRepository } from './modules/dns-zone/dns-zone.repository';
import { createDnsZoneService, MAILFW_RESEND_WINDOW_MS } from './modules/dns-zone/dns-zone.service';
import { createDnssecService } from './modules/dns-zone/dnssec.service';
import { createZoneLifecycle } from './modules/dns-zone/zone-lifecycle';
import { createDynamicDnsService, DDNS_PER_ADDRESS, DDNS_PER_USER, DDNS_WINDOW_MS } from './modules/dns-zone/dynamic-dns.service';
import { createDynamicDnsRepository } from './modules/dns-zone/dynamic-dns.repository';
import { createSharedRateLimiter } from './lib/rate-limiter';
import { createSupportRepository } from './modules/support/support.repository';
import { createSupportService } from './modules/support/support.service';
import type { FastifyBaseLogger } from 'fastify';
import { notServedPublisher, type DnsPublisher } from './dns/dns-publisher';

/** This shop's id at the registry (the sponsoring registrar of its customers' domains). */
export const SHOP_REGISTRAR_ID = 'shop';

/**
 * The composition root: repositories get the database, services get repositories and each other.
 * Routes receive services only (conventions: a route never imports a repository).
 */
export function createAppServices(deps: {
  config: Config;
  database: Database;
  clock: Clock;
  buildInfo: BuildInfo;
  log: FastifyBaseLogger;
  mailer?: Mailer;
  tasks?: BackgroundTasks;
  dnsPublisher?: DnsPublisher;
  mailPublisher?: MailPublisher;
}) {
  const { config, database, clock, buildInfo, log } = deps;
  // The one transaction seam: every repository, on the database or bound to one transaction (decision 060).
  const unitOfWork = createUnitOfWork(database.db);
  // The job worker's wake-up call, made first: the services that enqueue jobs wake the worker, which is
  // built last with every service's handlers (decision 060).
  const jobWakeUp = createJobWakeUp();
  // What the order service tells the zones, the mailboxes and the contacts, built after it: they listen below (decision 060).
  const orderEvents = createOrderEvents();
  const referenceData = createReferenceDataService(createReferenceDataRepository(database.db), clock, config.operator.country);
  const secretKey = resolveSecretKey(config);
  // Visitor sessions are signed tokens until their first change (docs/decisions/036).
  const sessions = createSessionService({
    repository: createSessionRepository(database.db),
    referenceData,
    visitorTokens: createVisitorTokens(secretKey),
    clock,
    idleMinutes: config.sessionIdleMinutes,
    cacheSeconds: config.sessionCacheSeconds,
  });
  const prices = createPriceService({
    tlds: createTldCatalogRepository(database.db),
    promotions: createPromotionRepository(database.db),
    referenceData,
    clock,
  });
  // The sandbox registry, with the TLDs of configured EPP registries routed to them (REGISTRY=epp; decision 045).
  const registryConnection = createRegistry({
    config,
    database,
    clock,
    log,
    registrarId: SHOP_REGISTRAR_ID,
    exchangeRates: async () => (await referenceData.get()).exchangeRates,
  });
  const registry = registryConnection.registry;
  // Glue hosts, domains' nameservers and templates (docs/decisions/024); new names use the default template.
  const nameservers = createNameserverService({ repository: createNameserverRepository(database.db), registry, clock });
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
  const tasks = deps.tasks ?? createBackgroundTasks(log);
  // Every mail names its legal sender, the operator, under the shop's signature (decision 063).
  const mailer = operatorFooterMailer(
    deps.mailer ?? createMailer({ smtpUrl: config.mail.smtpUrl, dir: config.mail.dir, from: config.mail.from, log }),
    config.operator,
    config.shopName,
  );
  const mail = createMailService({ mailer, tasks, linkBaseUrl: config.linkBaseUrl, shopName: config.shopName });
  const secretBox = createSecretBox(secretKey);
  const customerDomains = createCustomerDomainService({ repository: createCustomerDomainRepository(database.db), registry, clock });
  // The DNS server the zones are pushed to; without one they are kept, and every push says why not (decision 032).
  const dnsPublisher =
    deps.dnsPublisher ?? notServedPublisher(config.dns.server === 'off' ? 'DNS_SERVER is off' : 'no DNS server was started with this app');
  // The mail servers are fed a snapshot of the mailboxes and forwards after every change, at start and every minute (decision 042).
  const mailPublisher = deps.mailPublisher ?? notServedMailPublisher('no mail servers were started with this app');
  const mailSync = createMailSync({ database, publisher: mailPublisher, clock, log });
  // DNS zones: the shop's database is the truth, pushed to the DNS server by a job and reconciled (decision 033).
  const dnsZoneRepository = createDnsZoneRepository(database.db);
  // DNSSEC: signed at the DNS server, DS at the registry; off withdraws the DS before unsigning (decision 035).
  const dnssec = createDnssecService({ repository: dnsZoneRepository, publisher: dnsPublisher, registry, clock, log });
  const dnsZones = createDnsZoneService({
    repository: dnsZoneRepository,
    dnssec,
    customerDomains,
    prices,
    publisher: dnsPublisher,
    wakeJobs: jobWakeUp.wake,
    secretBox,
    shopNameservers: config.dns.nameservers,
    // URL records and parked names answer with the forwarding edge's addresses, MAILFW records with MX of the mail relay (FORWARDING_EDGE_ADDRESSES, MAIL_RELAY_HOSTS).
    targets: {
      edgeAddresses: config.dns.edgeAddresses,
      mailRelayHosts: config.dns.mailRelayHosts,
      certificateIssuer: config.edgeTls.settings?.caaIssuer ?? null,
    },
    mailer,
    tasks,
    linkBaseUrl: config.linkBaseUrl,
    shopName: config.shopName,
    // Domains with a mailbox serve MX, SPF, DKIM and DMARC and refuse MX and MAILFW records; zone changes republish the mail servers' forwards (decision 042).
    mail: createDnsMailHosting({
      db: database.db,
      mxHost: config.mailServers.hostname === 'localhost' ? (config.dns.mailRelayHosts[0] ?? null) : config.mailServers.hostname,
      mailSync,
    }),
    // A confirmation link sent again: once per zone and address in MAILFW_RESEND_WINDOW_MS, across all shop processes.
    mailfwResendLimiter: createSharedRateLimiter(database.db, {
      scope: 'dns-mailfw-resend',
      limit: 1,
      windowMs: MAILFW_RESEND_WINDOW_MS,
      now: () => clock.now().getTime(),
    }),
    clock,
    log,
  });
  // Mailboxes in the customers' paid slots, their aliases and app passwords (decision 042).
  const mailboxes = createMailboxService({
    repository: createMailboxRepository(database.db),
    customerDomains,
    exchangeRates: async () => (await referenceData.get()).exchangeRates,
    publisher: mailPublisher,
    mailSync,
    pushZone: (domain) => dnsZones.pushDomain(domain),
    termEnd: async (userId, domain) => (await ownedDomainTerm(unitOfWork.repos.mailboxTerms, userId, domain)).expiresAt,
    settings: mailConnectionSettings(config.mailServers),
    shopName: config.shopName,
    clock,
    log,
  });
  // Zones follow the names: created when one arrives with the shop's nameservers, removed when it leaves (the order events, the lifecycle, the transfers).
  const zoneLifecycle = createZoneLifecycle({ zones: dnsZones, registry, shopNameservers: config.dns.nameservers, log });
  const cartRepository = createCartRepository(database.db);
  const couponRepository = createCouponRepository(database.db);
  const cart = createCartService({
    carts: cartRepository,
    coupons: couponRepository,
    sessions,
    registry,
    prices,
    clock,
    // A mailbox for an owned name (POST /cart/add/mailbox; decision 043): the mailbox module's checks, then the name's term end.
    checkOwnedMailbox: async (session, body) => {
      await mailboxes.validate(session, body);
      return ownedDomainTerm(unitOfWork.repos.mailboxTerms, session.user.id, body.domain);
    },
    hashPassword,
    // The renew section's periods by the renewal module's rule (created below; called only once a request comes).
    renewalPeriods: (userId, domains) => renewals.periodOptions(userId, domains),
    // Orders waiting for a bank transfer, shown with their section (decision 071).
    waitingTransfers: (userId) => waitingTransfers(unitOfWork.repos, userId),
  });
  // Checkout prices (docs/decisions/010) and coupon uses counted at payment (018).
  const cartQuoter = createCartQuoter({ carts: cartRepository, prices, coupons: couponRepository, referenceData, clock });
  const couponRedemptions = createCouponRedemptions({ clock });
  // Orders whose payment will not come, replaced by a later payment, a renewal at expiry or an undelete.
  const unpaidOrders = createUnpaidOrders({ coupons: couponRedemptions });
  // Logins, codes, registrations and recoveries: counted in the database, shared by every process (docs/decisions/013).
  const limiter = createAttemptLimiter(database.db, clock);
  const userRepository = createUserRepository(database.db);
  const records = createAccountRecordsRepository(database.db);
  // VIES confirms business customers' VAT IDs before reverse charge (docs/decisions/006).
  const vatChecks = createVatCheckService({ vies: createViesClient(config.vies), users: userRepository, referenceData, clock, log });
  const events = createSecurityEventService({ records, clock });
  // Contacts and ICANN's registrant e-mail verification: link, reminders, clientHold on day 15 (decision 048).
  const contacts = createContactService({
    contacts: createContactRepository(database.db),
    records,
    mail,
    limiter,
    registry,
    jobs: createJobRepository(database.db),
    wakeJobs: jobWakeUp.wake,
    clock,
    log,
  });
  const users = createUserService({
    users: userRepository,
    records,
    sessions,
    events,
    contacts,
    mail,
    limiter,
    tasks,
    secretBox,
    clock,
    registrationsPerIpPerHour: config.registrationsPerIpPerHour,
    onLogin: cart.mergeAtLogin,
  });
  const twoFactor = createTwoFactorService({
    users: userRepository,
    records,
    sessions,
    events,
    mail,
    limiter,
    secretBox,
    clock,
    shopName: config.shopName,
  });
  const profile = createProfileService({
    users: userRepository,
    records,
    sessions,
    events,
    mail,
    limiter,
    referenceData,
    userService: users,
    vatChecks,
    clock,
  });
  // Payments, the prepaid ledger, orders and their provisioning (docs/decisions/015, 016).
  const prepaidAccounts = createPrepaidAccountService({ accounts: unitOfWork.repos.accounts, sessions, mail, clock });
  const invoices = createInvoiceService({ invoices: unitOfWork.repos.invoices, seller: config.operator });
  const orders = createOrderService({
    unitOfWork,
    registry,
    log,
    registryTransactions: createRegistryTransactionRepository(database.db),
    referenceData,
    invoices,
    mail,
    clock,
    defaultNameservers: config.defaultNameservers,
    nameserversFor: nameservers.nameserversForNewDomain,
    onDomainArrived: orderEvents.domainArrived,
    onRenewed: orderEvents.renewed,
  });
  // Mailboxes bought at checkout are made by a job once their domain is the customer's; they
  // lapse with the domain's term and are removed 30 days later, renewed with the domain (decision 043).
  const sendMailboxMail = createMailboxMail({ mailer, tasks, linkBaseUrl: config.linkBaseUrl, shopName: config.shopName });
  const mailboxProvisioning = createMailboxProvisioning({
    unitOfWork,
    orders,
    mailSync,
    pushZone: (domain) => dnsZones.pushDomain(domain),
    sendMail: sendMailboxMail,
    wakeJobs: jobWakeUp.wake,
    clock,
    log,
  });
  const mailboxLifecycle = createMailboxLifecycle({
    unitOfWork,
    orders,
    publisher: mailPublisher,
    mailSync,
    pushZone: (domain) => dnsZones.pushDomain(domain),
    sendMail: sendMailboxMail,
    clock,
    log,
  });
  // A name arrived: its zone, its paid mailboxes, its registrant's verification, in this order; a renewal extends its mailboxes (decision 043).
  orderEvents.onDomainArrived(zoneLifecycle.arrived);
  orderEvents.onDomainArrived(mailboxProvisioning.domainArrived);
  orderEvents.onDomainArrived(contacts.domainArrived);
  orderEvents.onRenewed({ inTransaction: mailboxLifecycle.renewedInTransaction, after: mailboxLifecycle.renewed });
  // The daily clean-up of the EPP transaction ids and poll receipts past their retention (decision 059).
  const registryRecords = createRegistryRecordsCleanup({
    records: createRegistryTransactionRepository(database.db),
    jobs: unitOfWork.repos.jobs,
    clock,
    log,
  });
  // The domain lifecycle (reminders, auto-renewal at expiry, delete into redemption; decision 021)
  // and restores from redemption (022).
  const domainQuoter = createDomainQuoter({ prices, referenceData, registry, vatChecks, clock });
  const lifecycle = createLifecycleService({
    unitOfWork,
    registry,
    quoter: domainQuoter,
    invoices,
    accounts: prepaidAccounts,
    mail,
    supersedeUnpaidOrders: unpaidOrders.supersede,
    onDomainLeft: zoneLifecycle.left,
    mailboxes: mailboxLifecycle,
    clock,
    log,
  });
  const restores = createRestoreService({
    unitOfWork,
    registry,
    carts: cartRepository,
    cart,
    prices,
    sessions,
    quoter: domainQuoter,
    invoices,
    worker: jobWakeUp,
    clock,
    supersedeUnpaidOrders: unpaidOrders.supersede,
  });
  const restoreJob = createRestoreDomainJob({ unitOfWork, registry, referenceData, invoices, mail, clock });
  // Renewals: the renew list and cart (docs/decisions/020); its checkout guard joins the payments.
  const renewals = createRenewalService({
    renewals: createRenewalRepository(database.db),
    carts: cartRepository,
    registry,
    prices,
    sessions,
    clock,
    waitingTransfers: (userId) => waitingTransfers(unitOfWork.repos, userId),
  });
  // How a payment ends (paid, declined, expired, given back) and its status, shared by the checkout, top-ups and the gateway's notices.
  const paymentSettlement = createPaymentSettlement({
    unitOfWork,
    accounts: prepaidAccounts,
    invoices,
    coupons: couponRedemptions,
    referenceData,
    mail,
    worker: jobWakeUp,
    clock,
  });
  const paymentStatuses = createPaymentStatuses({
    unitOfWork,
    orders,
    linkBaseUrl: config.linkBaseUrl,
    // Transfers go to the operator's account, in its legal name (decision 063).
    bankAccount: shopBankAccount(config.operator.name, config.bank),
  });
  const payments = createPaymentService({
    unitOfWork,
    accounts: prepaidAccounts,
    quoter: cartQuoter,
    coupons: couponRedemptions,
    checkoutGuards: { renew: renewals.checkCheckout, rgp: restores.checkCheckout },
    transferCutoffs: { renew: renewals.lateForTransfer },
    registrants: createCurrentRegistrants({ owned: renewals.paidExpiries, registry }),
    referenceData,
    vatChecks,
    statuses: paymentStatuses,
    settlement: paymentSettlement,
    worker: jobWakeUp,
    clock,
    testEnvironment: registry.kind === 'sandbox',
  });
  const topUps = createTopUpService({
    unitOfWork,
    accounts: prepaidAccounts,
    statuses: paymentStatuses,
    settlement: paymentSettlement,
    clock,
    testEnvironment: registry.kind === 'sandbox',
  });
  // The card gateway's notifications and refunds, and bank transfers booked.
  const paymentNotices = createPaymentNoticeService({
    unitOfWork,
    settlement: paymentSettlement,
    gateway: createSandboxGateway({ repository: createSandboxGatewayRepository(database.db), clock }),
    referenceData,
    clock,
  });
  // Renewal without logging in: a link mailed to the holder, paid by whoever holds it (decision 026).
  const renewalLinks = createRenewalLinkService({
    links: createRenewalLinkRepository(database.db),
    renewals,
    users: userRepository,
    registry,
    quoter: domainQuoter,
    payments,
    mail,
    limiter,
    testEnvironment: registry.kind === 'sandbox',
    clock,
  });
  // Change of registrant (decision 050): both registrants confirm by mail; a completed change locks outgoing transfers for 60 days unless opted out.
  const ownership = createOwnershipService({
    repository: createOwnershipRepository(database.db),
    registry,
    jobs: unitOfWork.repos.jobs,
    wakeJobs: jobWakeUp.wake,
    sendMail: createOwnershipMail({ mailer, tasks, shopName: config.shopName }),
    userMail: (userId) => unitOfWork.repos.orders.userMail(userId),
    languageOf: async (email) => (await userRepository.findByLogin(email))?.language,
    confirmIdentity: (user, input, client) => twoFactor.confirmIdentity(user, input, client),
    // Its address was confirmed by its own link (decision 048): a verified registrant contact, any hold for it lifted.
    recordContact: (userId, contact, at) => contacts.recordVerifiedRegistrant(userId, contact, at),
    linkBaseUrl: config.linkBaseUrl,
    clock,
    log,
  });
  // Transfers in and out (decision 023): the transfer job and the registry's poll reader.
  const transferRepository = createTransferRepository(database.db);
  const ownedDomains = createOwnedDomains({ repository: transferRepository, registry, clock });
  const transfers = createTransferService({
    repository: transferRepository,
    unitOfWork,
    orders,
    registry,
    cart,
    prices,
    sessions,
    owned: ownedDomains,
    limiter,
    sendMail: createTransferMail({ mailer, tasks, linkBaseUrl: config.linkBaseUrl, shopName: config.shopName }),
    onDomainLeft: zoneLifecycle.left,
    registrantChangeLock: ownership.lockedUntil,
    clock,
    log,
  });
  // The owner's auth code, registrar lock and WHOIS privacy switch, for the transfer routes and the privacy module.
  const authCodes = createAuthCodeService({ owned: ownedDomains, registry, twoFactor, registrantChangeLock: ownership.lockedUntil });
  const transferLocks = createTransferLockService({ owned: ownedDomains });
  const privacySettings = createPrivacySettingService({ owned: ownedDomains, repository: transferRepository, registry });
  // WHOIS privacy is sold for the rest of a term through the renew cart (decision 028).
  const privacyRepository = createPrivacyRepository(database.db);
  const privacy = createPrivacyService({
    repository: privacyRepository,
    carts: cartRepository,
    privacySettings,
    orders,
    unitOfWork,
    prices,
    sessions,
    clock,
  });
  // Dynamic DNS (DynDNS2 at /nic/update; decision 035), its limits counted across all shop processes.
  const ddnsLimit = (scope: string, limit: number) =>
    createSharedRateLimiter(database.db, { scope, limit, windowMs: DDNS_WINDOW_MS, now: () => clock.now().getTime() });
  const dynamicDns = createDynamicDnsService({
    zones: createDynamicDnsRepository(database.db),
    repository: dnsZoneRepository,
    customerDomains,
    secretBox,
    perAddress: ddnsLimit('ddns-address', DDNS_PER_ADDRESS),
    perUser: ddnsLimit('ddns-user', DDNS_PER_USER),
    wakeJobs: jobWakeUp.wake,
    clock,
    log,
  });
  // Durable jobs, with every service's handlers: started by buildApp when the app is ready, stopped when it closes.
  const jobs = createJobWorker({
    repository: unitOfWork.repos.jobs,
    clock,
    log,
    wakeUp: jobWakeUp,
    handlers: {
      ...orders.handlers,
      ...contacts.handlers,
      ...registryRecords.handlers,
      ...paymentSettlement.handlers,
      ...paymentNotices.handlers,
      ...lifecycle.handlers,
      ...restoreJob.handlers,
      ...ownership.handlers,
      ...transfers.handlers,
      ...privacy.handlers,
      ...dnsZones.handlers,
      ...dnssec.handlers,
      ...mailboxProvisioning.handlers,
      ...mailboxLifecycle.handlers,
    },
  });
  return {
    config,
    database,
    unitOfWork,
    clock,
    buildInfo,
    referenceData,
    sessions,
    users,
    twoFactor,
    profile,
    vatChecks,
    contacts,
    mail,
    mailer,
    tasks,
    limiter,
    prices,
    news: createNewsService({ news: createNewsRepository(database.db), clock }),
    // Content pages from the database as sanitised HTML, and the abuse and support forms: 5 messages an hour per address each (decisions 046, 056).
    content: createContentService({
      repository: createContentRepository(database.db),
      operator: config.operator,
      mailer,
      abuseLimiter: createSharedRateLimiter(database.db, {
        scope: 'abuse-report',
        limit: 5,
        windowMs: 60 * 60_000,
        now: () => clock.now().getTime(),
      }),
      // The support form (decision 056): 5 requests an hour per address as well.
      supportLimiter: createSharedRateLimiter(database.db, {
        scope: 'support-request',
        limit: 5,
        windowMs: 60 * 60_000,
        now: () => clock.now().getTime(),
      }),
      clock,
      shopName: config.shopName,
    }),
    maintenance: createMaintenanceService({ maintenance: createMaintenanceRepository(database.db), clock }),
    health: createHealthRepository(database.db),
    registry,
    /** Logs the EPP sessions out (the app's onClose); nothing to do on the sandbox. */
    closeRegistry: registryConnection.close,
    registryRecords,
    domainSearch,
    nameservers,
    cart,
    cartQuoter,
    couponRedemptions,
    renewals,
    renewalLinks,
    prepaidAccounts,
    // The operator's start messages, served with the app settings while active.
    popups: createPopupService({ popups: createPopupRepository(database.db), clock }),
    orders,
    payments,
    paymentSettlement,
    paymentStatuses,
    topUps,
    paymentNotices,
    invoices,
    jobs,
    sandboxSigner: createSandboxSigner(secretKey),
    bankStatementSigner: createSandboxSigner(secretKey, 'sandbox-bank-statement'),
    // Premium names and the drop list, through the gateway (docs/decisions/025).
    premium: createPremiumService({ registry, prices, carts: cartRepository, clock }),
    lifecycle,
    transfers,
    authCodes,
    transferLocks,
    privacySettings,
    ownership,
    privacy,
    restores,
    customerDomains,
    whois: createWhoisLookupService({ registry, clock, privacyActive: privacy.isActive, sellerCountry: config.operator.country }),
    whoisServerName: config.whois?.serverName ?? null,
    // The chat state of the support drawer: the operator's override, else the office hours (decision 056).
    support: createSupportService({ repository: createSupportRepository(database.db), settings: config.support, clock }),
    dnsPublisher,
    dnsZones,
    dynamicDns,
    mailPublisher,
    mailSync,
    mailboxes,
    mailboxProvisioning,
    mailboxLifecycle,
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
