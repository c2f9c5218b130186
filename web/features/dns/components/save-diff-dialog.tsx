import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DnsDiff, DnsRrsetChange } from '@common/api/dns.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { DialogShell } from '@web/components/ui/dialog-shell';
import '../dns-texts';

const KINDS = ['added', 'changed', 'removed'] as const;

/**
 * Before Save: exactly what the DNS server will answer differently (issue 16 item 9), RRset by
 * RRset, from the server's dry run of the same save. Nothing is stored until it is confirmed.
 */
export function SaveDiffDialog({
  diff,
  settingsChanged,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  diff: DnsDiff | null;
  settingsChanged: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const empty = diff !== null && KINDS.every((kind) => diff[kind].length === 0);
  return (
    <DialogShell opened={diff !== null} onClose={onClose} title={t('dns.diff.title')} size="xl">
      {diff && (
        <Stack gap="md">
          <Text>{empty ? t(settingsChanged ? 'dns.diff.onlySettings' : 'dns.diff.nothing') : t('dns.diff.intro')}</Text>
          {KINDS.filter((kind) => diff[kind].length > 0).map((kind) => (
            <Stack key={kind} gap={4} component="section" aria-labelledby={`dns-diff-${kind}`}>
              <Title order={3} size="h5" id={`dns-diff-${kind}`}>
                {t(`dns.diff.${kind}`, { count: diff[kind].length })}
              </Title>
              <Table.ScrollContainer minWidth={0}>
                <Table verticalSpacing={4} aria-labelledby={`dns-diff-${kind}`} layout="fixed">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w="30%">{t('dns.diff.rrset')}</Table.Th>
                      {/* A share of a phone-wide dialog is narrower than "86400"; a fixed width keeps the TTL out of the next column. */}
                      <Table.Th w="4.5rem" ta="right">
                        {t('dns.list.ttl')}
                      </Table.Th>
                      {kind !== 'added' && <Table.Th>{t('dns.diff.before')}</Table.Th>}
                      {kind !== 'removed' && <Table.Th>{t('dns.diff.after')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {diff[kind].map((change) => (
                      <DiffRow key={`${change.name} ${change.type}`} change={change} kind={kind} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ))}
          {error && (
            <Alert color={STATUS_COLORS.error} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('dns.diff.back')}
            </Button>
            <Button onClick={onConfirm} loading={pending} data-autofocus>
              {t('dns.diff.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </DialogShell>
  );
}

const DATA = { fontFamily: 'var(--mantine-font-family-monospace)', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

function DiffRow({ change, kind }: { change: DnsRrsetChange; kind: (typeof KINDS)[number] }) {
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {change.name} {change.type}
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {change.ttl}
      </Table.Td>
      {kind !== 'added' && <Table.Td style={DATA}>{change.before.join('\n')}</Table.Td>}
      {kind !== 'removed' && <Table.Td style={DATA}>{change.after.join('\n')}</Table.Td>}
    </Table.Tr>
  );
}
