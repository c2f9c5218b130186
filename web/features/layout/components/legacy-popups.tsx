import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Popup } from '@common/api/config.contract';
import { lazyPart } from '@web/components/ui/lazy-part';
import { useAppSettings } from '@web/features/config/api/get-app-settings';

// Most first loads have no start messages: the alerts load only when there are some.
const listPart = lazyPart(() => import('./legacy-popup-list').then((module) => module.LegacyPopupList));

/**
 * The operator's messages the server hands out at start (app settings `popups`, those active at
 * the first load); any route change hides them (spec §4).
 */
export function LegacyPopups() {
  const popups = useAppSettings().data?.popups;
  const location = useLocation();
  const [visible, setVisible] = useState<Array<{ id: number; popup: Popup }>>([]);
  const shown = useRef(false);
  const startKey = useRef(location.key);

  useEffect(() => {
    if (!popups || shown.current) return;
    shown.current = true;
    setVisible(popups.map((popup) => ({ id: popup.id, popup })));
  }, [popups]);

  useEffect(() => {
    if (location.key !== startKey.current) setVisible([]);
  }, [location.key]);

  if (visible.length === 0) return null;
  return (
    <listPart.Part
      popups={visible}
      onDismiss={(id) => setVisible((current) => current.filter((entry) => entry.id !== id))}
      // The snackbar has said that the messages could not be shown.
      onFailed={() => setVisible([])}
    />
  );
}
