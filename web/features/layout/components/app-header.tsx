import { Box, Burger, Button, Group } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { SettingsPopover } from '@web/features/settings/components/settings-popover';
import { useUser } from '@web/features/session/hooks/use-session';
import { DRAWER_ID, HEADER_ID } from '../layout-ids';
import { headerMenus } from '../menu-items';
import { AppLogo } from './app-logo';
import { CartBadge } from './cart-badge';
import { HeaderMenu } from './header-menu';
import { preloadAppDrawer } from './lazy-app-drawer';
import { UserPanel } from './user-panel';
import classes from './app-header.module.css';

interface AppHeaderProps {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  /** The burger, for the drawer to give the focus back to when it closes. */
  burgerRef?: Ref<HTMLButtonElement>;
}

/** The header of spec §2.3; below the lg breakpoint the menus, settings and login move into the drawer. */
export function AppHeader({ drawerOpened, onToggleDrawer, burgerRef }: AppHeaderProps) {
  const { t } = useTranslation();
  const user = useUser();

  return (
    <Box component="header" id={HEADER_ID} className={classes.header}>
      <Group h="100%" px="md" gap="sm" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Burger
            ref={burgerRef}
            hiddenFrom="lg"
            size="sm"
            opened={drawerOpened}
            onClick={onToggleDrawer}
            onPointerEnter={preloadAppDrawer}
            onFocus={preloadAppDrawer}
            aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={drawerOpened}
            // The drawer exists only while open; the reference must not point into the void.
            aria-controls={drawerOpened ? DRAWER_ID : undefined}
          />
          <AppLogo />
        </Group>

        <Box component="nav" aria-label={t('nav.main')} visibleFrom="lg">
          <Group gap={0} wrap="nowrap">
            {headerMenus(user).map((menu) => (
              <HeaderMenu key={menu.id} menu={menu} />
            ))}
          </Group>
        </Box>

        <Group gap="xs" wrap="nowrap">
          <CartBadge />
          <Box visibleFrom="lg">
            <SettingsPopover />
          </Box>
          {user ? (
            <Box visibleFrom="lg">
              <UserPanel user={user} />
            </Box>
          ) : (
            <Group gap="xs" wrap="nowrap" visibleFrom="lg">
              <Button component={Link} to={paths.login.getHref()} variant="default">
                {t('header.login')}
              </Button>
              <Button component={Link} to={paths.register.getHref()}>
                {t('header.register')}
              </Button>
            </Group>
          )}
        </Group>
      </Group>
    </Box>
  );
}
