import { domainKeys } from '@web/lib/query-keys';

/** Query keys of the ownership feature, under the customer's domains (cleared at logout with them). */
export const ownershipKeys = {
  all: [...domainKeys.all, 'ownership'] as const,
  list: () => [...domainKeys.all, 'ownership', 'list'] as const,
  info: (domain: string) => [...domainKeys.all, 'ownership', 'info', domain] as const,
};
