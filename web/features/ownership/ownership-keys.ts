import { queryKeys } from '@web/lib/query-keys';

/** Query keys of the ownership feature, under the customer's domains (cleared at logout with them). */
export const ownershipKeys = {
  all: [...queryKeys.domains, 'ownership'] as const,
  list: () => [...queryKeys.domains, 'ownership', 'list'] as const,
  info: (domain: string) => [...queryKeys.domains, 'ownership', 'info', domain] as const,
};
