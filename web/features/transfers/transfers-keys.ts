import { queryKeys } from '@web/lib/query-keys';

/** Query keys of the transfer feature, under the shared `transfers` key. */
export const transfersKeys = {
  all: queryKeys.transfers,
  list: (state: 'open' | 'all', page: number, perPage: number) => [...queryKeys.transfers, 'list', state, page, perPage] as const,
};
