import { useId, useMemo, useState } from 'react';
import { Badge, Box, Button, Group, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { useTldDowntimes } from '../api/get-tld-downtimes';
import { formatWindow, maintenanceWindows, visibleMaintenance } from '../maintenance-windows';
import classes from './maintenance-list.module.css';

interface MaintenanceListProps {
  headingOrder?: TitleOrder;
  /** The current time; injectable for tests. */
  now?: number;
}

/**
 * Scheduled registry maintenance (spec §2.3, §9): at most 10 TLDs until expanded, xn-- names in
 * Unicode, times in the UI language and the visitor's time zone. Nothing shows when there is no
 * maintenance or the list could not be loaded.
 */
export function MaintenanceList({ headingOrder = 2, now = Date.now() }: MaintenanceListProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'de' ? 'de' : 'en';
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const downtimes = useTldDowntimes().data;
  const windows = useMemo(() => maintenanceWindows(downtimes), [downtimes]);
  if (windows.length === 0) return null;
  const visible = visibleMaintenance(windows, expanded);

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      className={classes.box}
      // The list scrolls beyond 400 px; keyboard users must be able to scroll it too. Always
      // focusable: a tab stop that appears only once the content is measured as too tall came
      // too late for a browser test's accessibility check, and would for a fast keyboard user.
      tabIndex={0}
    >
      <Title order={headingOrder} size="h5" id={headingId} mb={4}>
        {t('maintenance.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('maintenance.hint')}
      </Text>
      <ul className={classes.list}>
        {visible.windows.map((window) => {
          const running = window.start.getTime() <= now && now < window.end.getTime();
          return (
            <li key={window.id}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={600} className={classes.when}>
                  <time dateTime={window.start.toISOString()}>{formatWindow(window, language)}</time>
                </Text>
                {running && (
                  <Badge size="sm" variant="light" color={STATUS_COLORS.warning}>
                    {t('maintenance.running')}
                  </Badge>
                )}
              </Group>
              <Text size="sm">
                {window.tlds.map((tld, index) => (
                  <span key={tld}>
                    {index > 0 && ', '}.<bdi>{tld}</bdi>
                  </span>
                ))}
              </Text>
            </li>
          );
        })}
      </ul>
      {(visible.hiddenTlds > 0 || expanded) && (
        <Button variant="subtle" size="compact-sm" mt="xs" px={0} onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? t('maintenance.showFewer') : t('maintenance.showAll', { count: visible.hiddenTlds })}
        </Button>
      )}
    </Box>
  );
}
