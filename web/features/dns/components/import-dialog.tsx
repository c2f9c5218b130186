import { useState, type ChangeEvent } from 'react';
import { Alert, Button, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DnsImportPreview } from '@common/api/dns.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { importZoneFile } from '../api/dns-zone';
import { displayName } from '../model/sort-group';
import { DialogShell } from '@web/components/ui/dialog-shell';
import '../dns-texts';

/** A zone file may be pasted or read from a file; this many characters at most (the contract's limit). */
const ZONE_FILE_MAX = 1_000_000;

/**
 * BIND zone file import (issue 16 item 9): the server reads the file and answers a preview of
 * the records it takes and the lines it refuses, each with its reason; the taken ones join the
 * list as new records, to be saved with the zone.
 */
export function ImportDialog({
  opened,
  domain,
  onClose,
  onTake,
}: {
  opened: boolean;
  domain: string;
  onClose: () => void;
  onTake: (preview: DnsImportPreview) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useMutation({ mutationFn: (zoneFile: string) => importZoneFile(domain, zoneFile) });

  function close() {
    setText('');
    setFileError(null);
    preview.reset();
    onClose();
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setFileError(null);
    if (!file) return;
    if (file.size > ZONE_FILE_MAX) {
      setFileError(t('dns.import.fileTooLarge'));
      return;
    }
    setText(await file.text());
    preview.reset();
  }

  const result = preview.data;
  return (
    <DialogShell opened={opened} onClose={close} title={t('dns.import.title')} size="xl">
      {result ? (
        <Stack gap="md">
          <Title order={3} size="h5" id="dns-import-taken">
            {t('dns.import.taken', { count: result.records.length })}
          </Title>
          {result.records.length > 0 && (
            <Table.ScrollContainer minWidth={0}>
              <Table verticalSpacing={4} aria-labelledby="dns-import-taken" layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w="12%">{t('dns.list.type')}</Table.Th>
                    <Table.Th w="25%">{t('dns.list.name')}</Table.Th>
                    <Table.Th>{t('dns.list.value')}</Table.Th>
                    <Table.Th w="12%" ta="right">
                      {t('dns.list.ttl')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.records.map((record, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>{record.type}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{displayName(record.name)}</Table.Td>
                      <Table.Td style={{ fontFamily: 'var(--mantine-font-family-monospace)', overflowWrap: 'anywhere' }}>
                        {record.value}{' '}
                        {Object.values(record.parameters ?? {})
                          .filter((value) => value !== null && value !== '')
                          .join(' ')}
                      </Table.Td>
                      <Table.Td ta="right">{record.ttl}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Title order={3} size="h5" id="dns-import-refused">
            {t('dns.import.refused', { count: result.refused.length })}
          </Title>
          {result.refused.length > 0 && (
            <Table.ScrollContainer minWidth={0}>
              <Table verticalSpacing={4} aria-labelledby="dns-import-refused" layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w="10%">{t('dns.import.line')}</Table.Th>
                    <Table.Th w="45%">{t('dns.import.text')}</Table.Th>
                    <Table.Th>{t('dns.import.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.refused.map((line) => (
                    <Table.Tr key={`${line.line}-${line.text}`}>
                      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{line.line}</Table.Td>
                      <Table.Td style={{ fontFamily: 'var(--mantine-font-family-monospace)', overflowWrap: 'anywhere' }}>
                        {line.text}
                      </Table.Td>
                      <Table.Td>{line.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => preview.reset()}>
              {t('dns.import.back')}
            </Button>
            <Button
              disabled={result.records.length === 0}
              onClick={() => {
                onTake(result);
                close();
              }}
              data-autofocus
            >
              {t('dns.import.take', { count: result.records.length })}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            preview.mutate(text);
          }}
          noValidate
        >
          <Stack gap="sm">
            <Text size="sm">{t('dns.import.intro')}</Text>
            <div>
              <Text component="label" htmlFor="dns-import-file" size="sm" fw={500} display="block">
                {t('dns.import.file')}
              </Text>
              <input id="dns-import-file" type="file" accept=".zone,.txt,.db,text/plain" onChange={(event) => void readFile(event)} />
            </div>
            {fileError && (
              <Text size="sm" c={STATUS_COLORS.error} role="alert">
                {fileError}
              </Text>
            )}
            <Textarea
              label={t('dns.import.paste')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={6}
              maxRows={16}
              spellCheck={false}
              // Only the zone file text is monospace; the label stays in the form's font like "Zone file" above.
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              maxLength={ZONE_FILE_MAX}
              data-autofocus
            />
            {preview.error && (
              <Alert color={STATUS_COLORS.error} role="alert">
                {errorText(preview.error, language)}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={preview.isPending}>
                {t('dns.cancel')}
              </Button>
              <Button type="submit" loading={preview.isPending} disabled={text.trim() === ''}>
                {t('dns.import.preview')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </DialogShell>
  );
}
