/**
 * The calls for the customer's domains that more than one feature makes: my domains, the
 * dashboard, and the domain pickers of nameservers, mailboxes and the change of registrant.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CustomerDomainCountView, CustomerDomainListView, DomainListSort, DomainListType } from '@common/api/customer-domain.contract';
import { apiClient } from '../api-client';
import { domainKeys } from '../query-keys';

/** The filters, sort and page of `GET /domain/list`. */
export interface DomainListParams {
  type: DomainListType;
  pattern?: string;
  expiring?: number;
  sort: DomainListSort;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
}

/** The most names one page of the list holds: what a domain picker offers at once. */
export const DOMAIN_LIST_MAX_PER_PAGE = 100;

/** `GET /domain/list`: one page of the customer's domains. */
export function getDomainList(params: DomainListParams): Promise<CustomerDomainListView> {
  return apiClient.get<CustomerDomainListView>('/domain/list', { ...params });
}

/** One page of the list, keyed by its parameters, so that screens asking the same page share it. */
export function domainListQueryOptions(params: DomainListParams) {
  return queryOptions({ queryKey: domainKeys.list(params), queryFn: () => getDomainList(params) });
}

/** `GET /domain/count`: how many of the customer's domains are in each state. */
export function getDomainCount(): Promise<CustomerDomainCountView> {
  return apiClient.get<CustomerDomainCountView>('/domain/count');
}

export function domainCountQueryOptions() {
  return queryOptions({ queryKey: domainKeys.count(), queryFn: getDomainCount });
}
