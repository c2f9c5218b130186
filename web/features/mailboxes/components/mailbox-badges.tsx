import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Mailbox } from '@common/api/vmail.contract';
import '../mailboxes-texts';

/** One colour per state across the shop, always with its word (design.md). */
const STATUS_COLORS: Record<Mailbox['status'], string> = { active: 'green', lapsed: 'red' };
const LEVEL_COLORS: Record<Mailbox['level'], string> = { 1: 'gray', 2: 'brand' };

function LightBadge({ color, children }: { color: string; children: ReactNode }) {
  // Dark words on the light colour meet WCAG AA, as the other badges of the shop do.
  return (
    <Badge variant="light" color={color} c="gray.9">
      {children}
    </Badge>
  );
}

export function LevelBadge({ level }: { level: Mailbox['level'] }) {
  const { t } = useTranslation();
  return <LightBadge color={LEVEL_COLORS[level]}>{t(`mailboxes.levels.${level}`)}</LightBadge>;
}

export function StatusBadge({ status }: { status: Mailbox['status'] }) {
  const { t } = useTranslation();
  return <LightBadge color={STATUS_COLORS[status]}>{t(`mailboxes.statuses.${status}`)}</LightBadge>;
}
