import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateApplyView, TemplateListView, TemplateView } from '@common/api/nameserver.contract';
import { apiClient } from '@web/lib/api-client';
import { domainKeys, queryKeys } from '@web/lib/query-keys';

export const templatesKey = [...queryKeys.nameservers, 'templates'] as const;

export function getTemplates(): Promise<TemplateListView> {
  return apiClient.get<TemplateListView>('/nameserver/templates');
}

export function templatesQueryOptions() {
  return queryOptions({ queryKey: templatesKey, queryFn: getTemplates });
}

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}

export function createTemplate(variables: { name: string; nameservers: string[]; is_default: boolean }): Promise<TemplateView> {
  return apiClient.post<TemplateView>('/nameserver/template/create', variables);
}

export function updateTemplate(variables: { id: number; name: string; nameservers: string[] }): Promise<TemplateView> {
  return apiClient.post<TemplateView>(`/nameserver/template/update/${variables.id}`, {
    name: variables.name,
    nameservers: variables.nameservers,
  });
}

export function setDefaultTemplate(variables: { id: number; is_default: boolean }): Promise<TemplateListView> {
  return apiClient.post<TemplateListView>(`/nameserver/template/default/${variables.id}`, { is_default: variables.is_default });
}

export function deleteTemplate(variables: { id: number }): Promise<{ id: number }> {
  return apiClient.post<{ id: number }>(`/nameserver/template/delete/${variables.id}`);
}

export function applyTemplate(variables: { id: number; domains: string[] }): Promise<TemplateApplyView> {
  return apiClient.post<TemplateApplyView>(`/nameserver/template/apply/${variables.id}`, { domains: variables.domains });
}

function useTemplateMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: templatesKey }) });
}

export const useCreateTemplate = () => useTemplateMutation(createTemplate);
export const useUpdateTemplate = () => useTemplateMutation(updateTemplate);
export const useSetDefaultTemplate = () => useTemplateMutation(setDefaultTemplate);
export const useDeleteTemplate = () => useTemplateMutation(deleteTemplate);

/** Changes the nameservers of many domains: my domains and the host list are read again. */
export function useApplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTemplate,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.nameservers }),
        queryClient.invalidateQueries({ queryKey: domainKeys.all }),
      ]),
  });
}
