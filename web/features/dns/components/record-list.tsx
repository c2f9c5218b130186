import { ActionIcon, Card, Group, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Language } from '@common/i18n/languages';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { isTouched, type LocalRecord } from '../model/local-zone';
import { displayName, type RecordGroup } from '../model/sort-group';
import { MailfwResendButton } from './mailfw-resend-button';
import { RecordBadges } from './record-badges';
import '../dns-texts';

export interface RecordActions {
  onEdit: (record: LocalRecord) => void;
  onDuplicate: (record: LocalRecord) => void;
  onDelete: (record: LocalRecord) => void;
  onUndo: (record: LocalRecord) => void;
}

interface ListProps extends RecordActions {
  groups: RecordGroup[];
  readOnly: boolean;
  parked: boolean;
  language: Language;
  /** The zone's name, for the calls a record makes by itself (a MAILFW link sent again). */
  domain: string;
}

/** A soft-deleted record stays in the list, struck through, until the save (spec §4). */
const struck = (record: LocalRecord): CSSProperties | undefined => (record.flags.deleted ? { textDecoration: 'line-through' } : undefined);
const DATA: CSSProperties = { fontFamily: 'var(--mantine-font-family-monospace)', overflowWrap: 'anywhere' };

/** The record as a short phrase for the action buttons' names ("A record www"). */
function useRecordLabel() {
  const { t } = useTranslation();
  return (record: LocalRecord) => t('dns.list.recordLabel', { type: record.content.type, name: displayName(record.content.name) });
}

/**
 * The zone's records, grouped and sorted: a table on wide screens, cards on phones (design.md:
 * no horizontal scrolling at 360 px).
 */
export function RecordList(props: ListProps) {
  const phone = useMediaQuery('(max-width: 62em)');
  return phone ? <RecordCards {...props} /> : <RecordTable {...props} />;
}

function RecordTable({ groups, readOnly, parked, language, domain, ...actions }: ListProps) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="xs" aria-label={t('dns.list.caption')} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="7%">{t('dns.list.type')}</Table.Th>
          <Table.Th w="17%">{t('dns.list.name')}</Table.Th>
          <Table.Th>{t('dns.list.value')}</Table.Th>
          <Table.Th w="8%" ta="right">
            {t('dns.list.ttl')}
          </Table.Th>
          <Table.Th w="15%">{t('dns.list.state')}</Table.Th>
          <Table.Th w="13%">{t('dns.list.comments')}</Table.Th>
          <Table.Th w={160}>
            <VisuallyHidden>{t('dns.list.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      {groups.map((group) => (
        <Table.Tbody key={group.key}>
          <Table.Tr bg="gray.0">
            <Table.Th colSpan={7} scope="colgroup">
              {group.key}
            </Table.Th>
          </Table.Tr>
          {group.records.map((record) => (
            <Table.Tr key={record.id} data-record-id={record.id}>
              <Table.Td style={struck(record)}>{record.content.type}</Table.Td>
              <Table.Th scope="row" fw={500} style={{ ...struck(record), overflowWrap: 'anywhere' }}>
                {displayName(record.content.name)}
              </Table.Th>
              <Table.Td>
                <Text size="sm" style={{ ...DATA, ...struck(record) }}>
                  {record.rdata || record.content.value}
                </Text>
                <RecordErrors record={record} />
              </Table.Td>
              <Table.Td ta="right" style={{ ...struck(record), fontVariantNumeric: 'tabular-nums' }}>
                {record.content.ttl}
              </Table.Td>
              <Table.Td>
                <RecordBadges record={record} parked={parked} language={language} />
                {!readOnly && <MailfwResendButton record={record} domain={domain} />}
              </Table.Td>
              <Table.Td style={{ ...struck(record), overflowWrap: 'anywhere' }}>
                <Text size="sm">{record.content.comments}</Text>
              </Table.Td>
              <Table.Td>
                <RecordButtons record={record} readOnly={readOnly} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      ))}
    </Table>
  );
}

function RecordCards({ groups, readOnly, parked, language, domain, ...actions }: ListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-label={t('dns.list.caption')} role="region">
      {groups.map((group) => (
        <Stack key={group.key} gap="xs">
          <Title order={3} size="h5">
            {group.key}
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.records.map((record) => (
              <Card key={record.id} component="li" withBorder padding="sm" data-record-id={record.id}>
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={600} style={{ ...struck(record), overflowWrap: 'anywhere' }}>
                      {record.content.type} {displayName(record.content.name)}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ ...struck(record), whiteSpace: 'nowrap' }}>
                      {t('dns.list.ttlShort', { ttl: record.content.ttl })}
                    </Text>
                  </Group>
                  <Text size="sm" style={{ ...DATA, ...struck(record) }}>
                    {record.rdata || record.content.value}
                  </Text>
                  {record.content.comments && (
                    <Text size="sm" c="dimmed" style={struck(record)}>
                      {record.content.comments}
                    </Text>
                  )}
                  <RecordBadges record={record} parked={parked} language={language} />
                  {!readOnly && <MailfwResendButton record={record} domain={domain} />}
                  <RecordErrors record={record} />
                  <RecordButtons record={record} readOnly={readOnly} {...actions} />
                </Stack>
              </Card>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

/** The save's field errors on this record (spec §5: shown on the records). */
function RecordErrors({ record }: { record: LocalRecord }) {
  const { t, i18n } = useTranslation();
  const entries = Object.entries(record.errors);
  if (entries.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {entries.map(([field, message]) => (
        <Text key={field} size="sm" c={STATUS_COLORS.error} role="alert">
          {t('dns.list.fieldError', {
            field: i18n.exists(`dns.fieldNames.${fieldKey(field)}`) ? t(`dns.fieldNames.${fieldKey(field)}`) : field,
            message,
          })}
        </Text>
      ))}
    </Stack>
  );
}

/** "parameters.priority" is named by its key. */
function fieldKey(field: string): string {
  return field.startsWith('parameters.') ? field.slice('parameters.'.length) : field;
}

function RecordButtons({
  record,
  readOnly,
  onEdit,
  onDuplicate,
  onDelete,
  onUndo,
}: { record: LocalRecord; readOnly: boolean } & RecordActions) {
  const { t } = useTranslation();
  const label = useRecordLabel()(record);
  if (readOnly) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {!record.flags.deleted && (
        <>
          <IconButton tip={t('dns.list.edit')} label={t('dns.list.editFor', { record: label })} onClick={() => onEdit(record)}>
            <IconPencil size={18} aria-hidden />
          </IconButton>
          <IconButton
            tip={t('dns.list.duplicate')}
            label={t('dns.list.duplicateFor', { record: label })}
            onClick={() => onDuplicate(record)}
          >
            <IconCopy size={18} aria-hidden />
          </IconButton>
          <IconButton
            tip={t('dns.list.delete')}
            label={t('dns.list.deleteFor', { record: label })}
            onClick={() => onDelete(record)}
            color={STATUS_COLORS.error}
          >
            <IconTrash size={18} aria-hidden />
          </IconButton>
        </>
      )}
      {isTouched(record) && (
        <IconButton tip={t('dns.list.undo')} label={t('dns.list.undoFor', { record: label })} onClick={() => onUndo(record)}>
          <IconArrowBackUp size={18} aria-hidden />
        </IconButton>
      )}
    </Group>
  );
}

/** A compact action with its full name for screen readers and a tooltip word for the eye. */
function IconButton({
  tip,
  label,
  onClick,
  color,
  children,
}: {
  tip: string;
  label: string;
  onClick: () => void;
  color?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip label={tip} withArrow openDelay={300}>
      <ActionIcon variant="subtle" size="lg" color={color} onClick={onClick} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
