// The whole schema, for drizzle's query builder and drizzle-kit.
export * from './users.schema';
export * from './sessions.schema';
export * from './accounts.schema';
export * from './reference.schema';
export * from './sandbox-registry.schema';
export * from './content.schema';
export * from './cart.schema';
export * from './coupons.schema';
export * from './payments.schema';
export * from './orders.schema';
export * from './jobs.schema';
export * from './invoices.schema';
export * from './customer-domains.schema';
export * from './transfers.schema';
export * from './nameserver-templates.schema';
export * from './lifecycle.schema';
export * from './renewal-links.schema';
