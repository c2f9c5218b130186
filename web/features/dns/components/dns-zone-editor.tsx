import { useReducer, useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconDeviceFloppy,
  IconDownload,
  IconHistory,
  IconPlus,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DnsDiff, DnsImportPreview, DnsZone } from '@common/api/dns.contract';
import type { ApiError } from '@common/api/envelope';
import { errorMessage } from '@common/errors/error-messages';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { snackbar } from '@web/lib/app-snackbar';
import { queryKeys } from '@web/lib/query-keys';
import { diffZone, exportHref, saveZone, useDnsServing, useDnsZone } from '../api/dns-zone';
import {
  addedRecords,
  changeCounts,
  contentOf,
  hasChanges,
  loadZone,
  saveRecords,
  zoneReducer,
  type LocalRecord,
  type LocalZone,
} from '../model/local-zone';
import { previewRdata } from '../model/rdata-preview';
import { sortSaveErrors } from '../model/save-errors';
import { groupRecords, type GroupBy, type SortDirection } from '../model/sort-group';
import { ConfirmDialog } from './confirm-dialog';
import { ImportDialog } from './import-dialog';
import { RecordFormDialog, type RecordFormRequest } from './record-form-dialog';
import { RecordList } from './record-list';
import { SaveDiffDialog } from './save-diff-dialog';
import { VersionsDialog } from './versions-dialog';
import { ZoneSettings } from './zone-settings';
import '../dns-texts';

/**
 * The DNS zone editor of one domain (spec §2.1 /domain/dns/:domain_utf8): the zone is loaded,
 * changed locally record by record, and saved as a whole (spec §4).
 */
export function DnsZoneEditor({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const zone = useDnsZone(domain);

  if (zone.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t('dns.loading', { domain })}>
        <Skeleton height={36} width={320} />
        <Skeleton height={28} />
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Stack>
    );
  }
  if (zone.isError) {
    // Spec §8: the DNS screen's own text, with the first error's detail beneath.
    const first = isApiRequestError(zone.error) ? zone.error.errors[0] : undefined;
    return (
      <Alert color={STATUS_COLORS.error} role="alert" title={t('dns.loadFailed')}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{errorMessage(language, first?.code, first?.message)}</Text>
          <Button size="xs" variant="light" color={STATUS_COLORS.error} onClick={() => void zone.refetch()} loading={zone.isFetching}>
            {t('dns.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  // A new version (after a save, a restore or a reload) starts the local changes afresh.
  return (
    <ZoneWorkspace
      key={`${zone.data.domain}-${zone.data.version}-${zone.dataUpdatedAt}`}
      zone={zone.data}
      onReload={() => void zone.refetch()}
      reloading={zone.isFetching}
    />
  );
}

function ZoneWorkspace({ zone, onReload, reloading }: { zone: DnsZone; onReload: () => void; reloading: boolean }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const queryClient = useQueryClient();
  const [local, dispatch] = useReducer(zoneReducer, zone, loadZone);
  const [groupBy, setGroupBy] = useState<GroupBy>('type');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [form, setForm] = useState<RecordFormRequest | null>(null);
  const [dialog, setDialog] = useState<'deleteAll' | 'undoAll' | 'versions' | 'import' | null>(null);
  const [diff, setDiff] = useState<DnsDiff | null>(null);
  const [zoneErrors, setZoneErrors] = useState<ApiError[]>([]);
  const [zoneChanged, setZoneChanged] = useState(false);

  const readOnly = !zone.flags.modify_allowed;
  const dirty = hasChanges(local);
  const counts = changeCounts(local);
  const groups = groupRecords(local.records, groupBy, direction);
  const settingsChanged = JSON.stringify(local.settings) !== JSON.stringify(local.storedSettings);

  function saveBody(state: LocalZone) {
    const { comments, ...flags } = state.settings;
    return { version: zone.version, records: saveRecords(state), comments, flags };
  }

  /** Spec §5: zone errors above the list, record errors on their records, 8001 offers a reload. */
  function showSaveError(error: unknown) {
    setDiff(null);
    if (!isApiRequestError(error) || error.errors.length === 0) {
      setZoneErrors([{ code: 0, message: errorMessage(language, undefined) }]);
      return;
    }
    const sorted = sortSaveErrors(error.errors);
    dispatch({ type: 'errors', errors: sorted.records });
    setZoneErrors(sorted.zone);
    setZoneChanged(sorted.zoneChanged);
  }

  function clearErrors() {
    setZoneErrors([]);
    setZoneChanged(false);
    dispatch({ type: 'errors', errors: {} });
  }

  const preview = useMutation({
    mutationFn: () => diffZone(zone.domain, saveBody(local)),
    onMutate: clearErrors,
    onSuccess: setDiff,
    onError: showSaveError,
  });
  const save = useMutation({
    mutationFn: () => saveZone(zone.domain, saveBody(local)),
    onSuccess: async () => {
      setDiff(null);
      snackbar.success(t('dns.saved', { domain: zone.domain_utf8 }));
      // Spec §4: after the save the zone is loaded again, which starts a fresh editor.
      await queryClient.invalidateQueries({ queryKey: queryKeys.dns });
    },
    onError: showSaveError,
  });

  function edit(record: LocalRecord) {
    setForm({ mode: 'edit', id: record.id, content: record.content });
  }

  function takeImport(result: DnsImportPreview) {
    const records = result.records.map((record) => {
      const content = contentOf({ ...record, comments: record.comments ?? '' });
      return { content, rdata: previewRdata(content, zone.domain, language) };
    });
    dispatch({ type: 'add', records });
    snackbar.success(t('dns.import.added', { count: records.length }));
  }

  return (
    <Stack gap="lg">
      <ZoneNotices zone={zone} parked={local.settings.parking_page} />
      {zoneChanged && (
        <Alert color={STATUS_COLORS.warning} c="gray.9" role="alert" title={t('dns.zoneChanged.title')}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('dns.zoneChanged.text')}</Text>
            <Button size="xs" variant="default" onClick={onReload} loading={reloading}>
              {t('dns.zoneChanged.reload')}
            </Button>
          </Group>
        </Alert>
      )}
      {zoneErrors.map((error, index) => (
        <Alert key={index} color={STATUS_COLORS.error} role="alert" title={t('dns.zoneError')}>
          {errorMessage(language, error.code || undefined, error.message)}
        </Alert>
      ))}

      <Stack gap="sm" component="section" aria-labelledby="dns-records-title">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="dns-records-title">
            {t('dns.list.title', { count: local.records.length })}
          </Title>
          <Group gap="xs">
            {!readOnly && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ mode: 'add' })}>
                {t('dns.list.add')}
              </Button>
            )}
            {!readOnly && (
              <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setDialog('import')}>
                {t('dns.import.open')}
              </Button>
            )}
            <Button
              variant="default"
              component="a"
              href={exportHref(zone.domain)}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('dns.export')}
            </Button>
            <Button variant="default" leftSection={<IconHistory size={16} aria-hidden />} onClick={() => setDialog('versions')}>
              {t('dns.versions.open')}
            </Button>
          </Group>
        </Group>

        <Group gap="sm" align="flex-end">
          <div>
            <Text size="sm" fw={500} id="dns-group-label">
              {t('dns.list.groupBy')}
            </Text>
            <SegmentedControl
              aria-labelledby="dns-group-label"
              value={groupBy}
              onChange={(value) => setGroupBy(value as GroupBy)}
              data={[
                { value: 'type', label: t('dns.list.groupByType') },
                { value: 'name', label: t('dns.list.groupByName') },
              ]}
            />
          </div>
          <Button
            variant="default"
            onClick={() => setDirection(direction === 'asc' ? 'desc' : 'asc')}
            leftSection={direction === 'asc' ? <IconSortAscending size={16} aria-hidden /> : <IconSortDescending size={16} aria-hidden />}
          >
            {t(direction === 'asc' ? 'dns.list.sortedAsc' : 'dns.list.sortedDesc')}
          </Button>
        </Group>

        {local.records.length === 0 ? (
          <Text>{t(readOnly ? 'dns.list.emptyReadOnly' : 'dns.list.empty')}</Text>
        ) : (
          <RecordList
            groups={groups}
            readOnly={readOnly}
            parked={local.settings.parking_page}
            language={language}
            domain={zone.domain}
            onEdit={edit}
            onDuplicate={(record) => setForm({ mode: 'duplicate', content: record.content, id: record.id })}
            onDelete={(record) => dispatch({ type: 'delete', id: record.id })}
            onUndo={(record) => dispatch({ type: 'undo', id: record.id })}
          />
        )}
      </Stack>

      <ZoneSettings
        zone={zone}
        settings={local.settings}
        readOnly={readOnly}
        onChange={(settings) => dispatch({ type: 'settings', settings })}
      />

      {!readOnly && (
        <Stack
          gap="xs"
          p="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-gray-3)',
            zIndex: 2,
          }}
          component="section"
          aria-label={t('dns.changes.label')}
        >
          <Text size="sm" aria-live="polite">
            {dirty ? t('dns.changes.summary', counts) + (settingsChanged ? ` ${t('dns.changes.settings')}` : '') : t('dns.changes.none')}
          </Text>
          <Group gap="xs">
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={() => preview.mutate()}
              loading={preview.isPending}
              disabled={!dirty}
            >
              {t('dns.save')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => setDialog('undoAll')}
              disabled={!dirty}
            >
              {t('dns.undoAll')}
            </Button>
            <Button
              variant="default"
              color={`${STATUS_COLORS.error}.9`}
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDialog('deleteAll')}
              disabled={local.records.every((record) => record.flags.deleted)}
            >
              {t('dns.deleteAll')}
            </Button>
          </Group>
        </Stack>
      )}

      <RecordFormDialog
        request={form}
        zone={zone.domain}
        zoneUtf8={zone.domain_utf8}
        addedRecords={(exceptId) => addedRecords(local, exceptId)}
        onClose={() => setForm(null)}
        onDone={(records) => {
          if (form?.mode === 'edit' && form.id) dispatch({ type: 'update', id: form.id, record: records[0] });
          else dispatch({ type: 'add', records, duplicated: form?.mode === 'duplicate' });
          setForm(null);
        }}
      />
      <SaveDiffDialog
        diff={diff}
        settingsChanged={settingsChanged}
        pending={save.isPending}
        error={null}
        onConfirm={() => save.mutate()}
        onClose={() => setDiff(null)}
      />
      <ConfirmDialog
        opened={dialog === 'deleteAll'}
        title={t('dns.deleteAllTitle')}
        confirmLabel={t('dns.deleteAll')}
        destructive
        onConfirm={() => {
          dispatch({ type: 'deleteAll' });
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      >
        {t('dns.deleteAllText')}
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'undoAll'}
        title={t('dns.undoAllTitle')}
        confirmLabel={t('dns.undoAll')}
        onConfirm={() => {
          dispatch({ type: 'undoAll', zone });
          clearErrors();
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      >
        {t('dns.undoAllText')}
      </ConfirmDialog>
      <VersionsDialog
        opened={dialog === 'versions'}
        domain={zone.domain}
        currentVersion={zone.version}
        readOnly={readOnly}
        onClose={() => setDialog(null)}
      />
      <ImportDialog opened={dialog === 'import'} domain={zone.domain} onClose={() => setDialog(null)} onTake={takeImport} />
    </Stack>
  );
}

/** What the customer must know before editing: serving, read-only, parking and mailbox conflicts. */
function ZoneNotices({ zone, parked }: { zone: DnsZone; parked: boolean }) {
  const { t } = useTranslation();
  const serving = useDnsServing(zone);
  return (
    <>
      {serving === 'not_served' && (
        <Alert color={STATUS_COLORS.warning} c="gray.9" title={t('dns.serving.notServedTitle')}>
          {t('dns.serving.notServed')}
        </Alert>
      )}
      {serving === 'pending' && (
        <Alert color={STATUS_COLORS.info} title={t('dns.serving.pendingTitle')}>
          {t('dns.serving.pending')}
        </Alert>
      )}
      {!zone.uses_shop_nameservers && <Alert color={STATUS_COLORS.info}>{t('dns.serving.otherNameservers')}</Alert>}
      {!zone.flags.modify_allowed && (
        <Alert color={STATUS_COLORS.warning} c="gray.9" title={t('dns.readOnly.title')}>
          {t('dns.readOnly.text')}
        </Alert>
      )}
      {parked && <Alert color={STATUS_COLORS.info}>{t('dns.parkedNotice')}</Alert>}
      {zone.flags.deny_url && <Text size="sm">{t('dns.urlDenied')}</Text>}
      {zone.mailbox_has_zone_mx_conflict && (
        <Alert color={STATUS_COLORS.warning} c="gray.9" title={t('dns.conflict.title')}>
          {t('dns.conflict.mx')}
        </Alert>
      )}
      {zone.mailbox_has_zone_mailfw_conflict && (
        <Alert color={STATUS_COLORS.warning} c="gray.9" title={t('dns.conflict.title')}>
          {t('dns.conflict.mailfw')}
        </Alert>
      )}
    </>
  );
}
