import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyPart } from '@web/components/ui/lazy-part';
import '../support-texts';
import classes from './support-launcher.module.css';

/** The class of the bottom dock's row that holds the quick-action menu and the support button. */
export const supportDockRowClass = classes.actions;

// The drawer loads when it is first wanted: pointer or focus on the button starts it.
const drawerPart = lazyPart(() => import('./support-drawer').then((module) => module.SupportDrawer));

/** The support button in the bottom dock of every page, which opens the support drawer (spec §2.3). */
export function SupportLauncher() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const id = useId();
  const location = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  // Closed with Escape, the close button or the overlay: the focus goes back to this button. The
  // drawer's own focus return misses its first opening, since it mounts already open.
  const close = () => {
    setOpened(false);
    button.current?.focus();
  };

  // A link in the drawer leads elsewhere: the drawer has done its job.
  useEffect(() => setOpened(false), [location.pathname]);

  return (
    <>
      <div className={classes.slot}>
        <Button
          ref={button}
          className={classes.button}
          radius="xl"
          variant="filled"
          leftSection={<IconHeadset size={18} aria-hidden />}
          aria-label={t('support.openLabel')}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-controls={opened ? id : undefined}
          onPointerEnter={drawerPart.preload}
          onFocus={drawerPart.preload}
          onClick={() => {
            setWanted(true);
            setOpened((current) => !current);
          }}
        >
          {t('support.open')}
        </Button>
      </div>
      {wanted && (
        <drawerPart.Part
          id={id}
          opened={opened}
          onClose={close}
          onFailed={() => {
            setWanted(false);
            setOpened(false);
          }}
        />
      )}
    </>
  );
}
