import '@web/features/reseller/reseller-texts';
import { useMemo, useState } from 'react';
import { Anchor, Badge, Code, Group, List, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { LoadError } from '@web/components/ui/load-error';
import { useOpenApiSummary } from '@web/features/reseller/api/get-openapi';
import { InfoSection } from '@web/features/reseller/components/info-section';
import type { ApiOperation, ApiTag } from '@web/features/reseller/openapi-summary';
import { OPENAPI_PATH } from '@web/features/reseller/shop-urls';

const METHOD_COLORS: Record<string, string> = { GET: 'blue.9', POST: 'green.9', PUT: 'orange.9', PATCH: 'orange.9', DELETE: 'red.9' };

function Operation({ operation }: { operation: ApiOperation }) {
  const { t } = useTranslation();
  return (
    <List.Item data-testid="api-operation">
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge color={METHOD_COLORS[operation.method] ?? 'gray.9'} variant="filled" radius="sm" miw={56}>
            {operation.method}
          </Badge>
          <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{operation.path}</Code>
          {operation.loginRequired && (
            <Badge color="gray.9" variant="outline" radius="sm" style={{ flexShrink: 0 }}>
              {t('reseller.docs.loginRequired')}
            </Badge>
          )}
        </Group>
        {operation.summary && <Text size="sm">{operation.summary}</Text>}
        <Text size="sm" c="dimmed">
          {[
            operation.parameters.length > 0 ? t('reseller.docs.parameters', { names: operation.parameters.join(', ') }) : null,
            operation.hasBody ? t('reseller.docs.body') : null,
            operation.errorCodes.length > 0 ? t('reseller.docs.errors', { codes: operation.errorCodes.join(', ') }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </List.Item>
  );
}

function TagSection({ tag }: { tag: ApiTag }) {
  const id = `api-tag-${tag.name.replace(/[^A-Za-z0-9-]/g, '-')}`;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {tag.name}
      </Title>
      <List spacing="sm" listStyleType="none" p={0}>
        {tag.operations.map((operation) => (
          <Operation key={`${operation.method} ${operation.path}`} operation={operation} />
        ))}
      </List>
    </Paper>
  );
}

/** The calls of the document, filtered by a part of their path. */
function Reference() {
  const { t } = useTranslation();
  const summary = useOpenApiSummary();
  const [filter, setFilter] = useState('');
  const tags = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!summary.data) return [];
    if (!needle) return summary.data.tags;
    return summary.data.tags
      .map((tag) => ({ ...tag, operations: tag.operations.filter((operation) => operation.path.toLowerCase().includes(needle)) }))
      .filter((tag) => tag.operations.length > 0);
  }, [summary.data, filter]);
  if (summary.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t('reseller.loading')}>
        <Skeleton height={40} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (summary.isError) {
    return (
      <LoadError
        title={t('reseller.docs.loadError')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  if (summary.data.tags.length === 0) return <Text>{t('reseller.docs.empty')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('reseller.docs.version', { version: summary.data.version })} ·{' '}
        {t('reseller.docs.summary', { paths: summary.data.pathCount, tags: summary.data.tags.length })}
      </Text>
      <TextInput label={t('reseller.docs.filter')} value={filter} onChange={(event) => setFilter(event.currentTarget.value)} maw={360} />
      {tags.length === 0 ? (
        <Text role="status">{t('reseller.docs.noMatch')}</Text>
      ) : (
        tags.map((tag) => <TagSection key={tag.name} tag={tag} />)
      )}
    </Stack>
  );
}

/**
 * `/reseller/docs` (login): the shop's interface documentation, read at runtime from the OpenAPI
 * document the server generates from its routes, so it never drifts from what the shop answers;
 * the session and CSRF rules of spec §7 first.
 */
export function ResellerDocsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.resellerDocs.title')}</PageTitle>
      <Stack gap="lg">
        <Text maw="48rem">{t('reseller.docs.intro')}</Text>
        <InfoSection id="docs-session" title={t('reseller.docs.sessionTitle')}>
          <List spacing="xs">
            {(['session1', 'session2', 'session3', 'session4'] as const).map((key) => (
              <List.Item key={key}>{t(`reseller.docs.${key}`)}</List.Item>
            ))}
          </List>
          <Anchor href={OPENAPI_PATH} target="_blank" rel="noopener">
            {t('reseller.docs.documentLink')}
          </Anchor>
        </InfoSection>
        <Title order={2} size="h3">
          {t('reseller.docs.callsTitle')}
        </Title>
        <Reference />
      </Stack>
    </>
  );
}
