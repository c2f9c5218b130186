import { useEffect, useId, useState } from 'react';
import { Affix, Button } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyPart } from '@web/components/ui/lazy-part';
import '../support-texts';

// The drawer loads when it is first wanted: pointer or focus on the button starts it.
const drawerPart = lazyPart(() => import('./support-drawer').then((module) => module.SupportDrawer));

/** The support button at the bottom left of every page, which opens the support drawer (spec §2.3). */
export function SupportLauncher() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const id = useId();
  const location = useLocation();

  // A link in the drawer leads elsewhere: the drawer has done its job.
  useEffect(() => setOpened(false), [location.pathname]);

  return (
    <>
      {/* Under the cookie notice (z-index app): while that is shown, it is never covered by this button. */}
      <Affix position={{ bottom: 'var(--mantine-spacing-md)', left: 'var(--mantine-spacing-md)' }} zIndex={90}>
        <Button
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
      </Affix>
      {wanted && (
        <drawerPart.Part
          id={id}
          opened={opened}
          onClose={() => setOpened(false)}
          onFailed={() => {
            setWanted(false);
            setOpened(false);
          }}
        />
      )}
    </>
  );
}
