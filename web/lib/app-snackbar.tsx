import { useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import type * as MantineNotifications from '@mantine/notifications';
import { LAYOUT, STATUS_COLORS } from '@web/app/theme';
import { i18n } from '@web/i18n/i18n';
import classes from './app-snackbar.module.css';
import { createSnackbar } from './snackbar';

type NotificationsModule = typeof MantineNotifications;

/*
 * Mantine's notifications load with the first message: most page views show none, and the first
 * load of the home page stays smaller without them.
 */
let loading: Promise<NotificationsModule> | null = null;
let host: ComponentType<{ position: 'top-center'; zIndex: number; style: CSSProperties; classNames: { root: string } }> | null = null;
const hostListeners = new Set<() => void>();

function loadNotifications(): Promise<NotificationsModule> {
  loading ??= import('@mantine/notifications').then((module) => {
    host = module.Notifications;
    for (const listener of hostListeners) listener();
    return module;
  });
  return loading;
}

let sequence = 0;

/** The snackbar of the running app, shown with Mantine notifications. */
export const snackbar = createSnackbar({
  show(message, onClosed) {
    sequence += 1;
    const id = `snackbar-${sequence}`;
    void loadNotifications().then(({ notifications }) =>
      notifications.show({
        id,
        message: message.message,
        color: STATUS_COLORS[message.kind],
        autoClose: message.autoClose,
        withCloseButton: true,
        closeButtonProps: { 'aria-label': i18n.t('snackbar.close') },
        onClose: onClosed,
      }),
    );
    return id;
  },
  hide(id) {
    void loadNotifications().then(({ notifications }) => notifications.hide(id));
  },
});

/** Renders Mantine's notification container once the first message loaded it. */
export function SnackbarHost() {
  const [Host, setHost] = useState(() => host);
  useEffect(() => {
    const update = () => setHost(() => host);
    hostListeners.add(update);
    update();
    return () => {
      hostListeners.delete(update);
    };
  }, []);
  // Below the fixed header, clear of the cookie notice at the bottom.
  const style = { '--snackbar-top': `calc(${LAYOUT.headerHeight}px + var(--mantine-spacing-md))` } as CSSProperties;
  return Host ? <Host position="top-center" zIndex={1000} style={style} classNames={{ root: classes.root }} /> : null;
}
