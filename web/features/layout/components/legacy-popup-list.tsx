import { useEffect, useRef } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Popup } from '@common/api/config.contract';
import { STATUS_COLORS } from '@web/app/theme';

/** Spec §4, §9: success and info popups close by themselves after 30 s; errors stay. */
export const POPUP_AUTO_HIDE_MS = 30_000;

export function popupAutoHides(popup: Pick<Popup, 'type'>): boolean {
  return popup.type === 'success' || popup.type === 'info';
}

function LegacyPopup({ popup, onDismiss }: { popup: Popup; onDismiss: () => void }) {
  const { t } = useTranslation();
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    if (!popupAutoHides(popup)) return;
    const timer = setTimeout(() => dismissRef.current(), POPUP_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [popup]);

  const color = popup.type === 'success' ? STATUS_COLORS.success : popup.type === 'info' ? STATUS_COLORS.info : STATUS_COLORS.error;
  return (
    <Alert
      color={color}
      role={popup.type === 'error' ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel={t('popups.close')}
      onClose={onDismiss}
    >
      {popup.message}
    </Alert>
  );
}

export interface LegacyPopupListProps {
  popups: Array<{ id: number; popup: Popup }>;
  onDismiss: (id: number) => void;
}

/** The server's start messages as alerts; loaded only when there are any. */
export function LegacyPopupList({ popups, onDismiss }: LegacyPopupListProps) {
  return (
    <Stack gap="xs" mb="md">
      {popups.map(({ id, popup }) => (
        <LegacyPopup key={id} popup={popup} onDismiss={() => onDismiss(id)} />
      ))}
    </Stack>
  );
}
