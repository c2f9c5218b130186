import { useEffect, useRef, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Popup } from '@common/api/config.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { useAppSettings } from '@web/features/config/api/get-app-settings';

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
    <Alert color={color} role={popup.type === 'error' ? 'alert' : 'status'} withCloseButton closeButtonLabel={t('popups.close')} onClose={onDismiss}>
      {popup.message}
    </Alert>
  );
}

/** Messages the server hands out at start (app settings `popups`); any route change hides them. */
export function LegacyPopups() {
  const popups = useAppSettings().data?.popups;
  const location = useLocation();
  const [visible, setVisible] = useState<Array<{ id: number; popup: Popup }>>([]);
  const shown = useRef(false);
  const startKey = useRef(location.key);

  useEffect(() => {
    if (!popups || shown.current) return;
    shown.current = true;
    setVisible(popups.map((popup, id) => ({ id, popup })));
  }, [popups]);

  useEffect(() => {
    if (location.key !== startKey.current) setVisible([]);
  }, [location.key]);

  if (visible.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {visible.map(({ id, popup }) => (
        <LegacyPopup key={id} popup={popup} onDismiss={() => setVisible((current) => current.filter((entry) => entry.id !== id))} />
      ))}
    </Stack>
  );
}
