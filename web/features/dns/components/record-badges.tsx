import type { ReactNode } from 'react';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DnsRecordState } from '@common/dns/records/record-shape';
import type { Language } from '@common/i18n/languages';
import type { LocalRecord } from '../model/local-zone';
import { formatDateTime } from '../format-date-time';
import '../dns-texts';

/** One colour per record state (design.md: colour and word, never colour alone). */
export const RECORD_STATE_COLORS: Record<DnsRecordState | 'parked', string> = {
  permanent: 'green',
  temporary: 'green',
  scheduled: 'brand',
  expired: 'gray',
  suspended: 'red',
  unconfirmed: 'accent',
  parked: 'gray',
};

function LightBadge({ color, children }: { color: string; children: ReactNode }) {
  // Dark words on the light colour meet WCAG AA for every theme colour, as the shop's other badges do.
  return (
    <Badge variant="light" color={color} c="gray.9" style={{ textTransform: 'none' }}>
      {children}
    </Badge>
  );
}

/**
 * The record's date state as the server reported it (spec §3 "record date states"), and what
 * the editor has scheduled for it: new, changed, deleted.
 */
export function RecordBadges({ record, parked, language }: { record: LocalRecord; parked: boolean; language: Language }) {
  const { t } = useTranslation();
  const { state } = record;
  const dates = {
    from: formatDateTime(record.content.active_from, language),
    until: formatDateTime(record.content.active_until, language),
  };
  // While the parking page is on, records that would be served are kept but not served (spec §4).
  const showParked = parked && (state === 'permanent' || state === 'temporary');
  return (
    <Group gap={4} wrap="wrap">
      {state && !showParked && <LightBadge color={RECORD_STATE_COLORS[state]}>{t(`dns.states.${state}`, dates)}</LightBadge>}
      {showParked && <LightBadge color={RECORD_STATE_COLORS.parked}>{t('dns.states.parked')}</LightBadge>}
      {record.flags.is_new && !record.flags.deleted && (
        <LightBadge color="brand">{t(record.flags.duplicated ? 'dns.flags.duplicated' : 'dns.flags.new')}</LightBadge>
      )}
      {record.flags.changed && !record.flags.is_new && !record.flags.deleted && (
        <LightBadge color="accent">{t('dns.flags.changed')}</LightBadge>
      )}
      {record.flags.deleted && <LightBadge color="red">{t('dns.flags.deleted')}</LightBadge>}
    </Group>
  );
}
