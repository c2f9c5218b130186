import { useState } from 'react';
import { Accordion, Badge, Box, Button, Divider, Drawer, Group, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconSettings, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { drawerTopOffset } from '@web/app/theme';
import { useAppSettings } from '@web/features/config/api/get-app-settings';
import { SettingsModal } from '@web/features/settings/components/settings-modal';
import { settingsSummary } from '@web/features/settings/components/settings-summary';
import { useLocalization, useUser } from '@web/features/session/hooks/use-session';
import { LazyMaintenanceList } from '@web/features/maintenance/components/lazy-maintenance-list';
import { LatestTlds } from '@web/features/tlds/components/latest-tlds';
import { headerMenus } from '../menu-items';
import { DRAWER_ID } from '../layout-ids';
import { cartItemCount } from './cart-badge';
import { LoginName } from './login-name';
import { UserIdCopy } from './user-id-copy';
import classes from './app-drawer.module.css';

export interface AppDrawerProps {
  opened: boolean;
  /** Closes the drawer as one of its links is followed (the new page then takes the focus). */
  onClose: () => void;
  /** Closes the drawer by Escape, its close button or the overlay; onClose when not given. */
  onDismiss?: () => void;
  /** True while the system bar is shown above the header; it moves the drawer down. */
  withSystemBar?: boolean;
}

/** The menu of small screens (spec §2.3): the header's menus as groups, cart, login or logout, settings. */
export function AppDrawer({ opened, onClose, onDismiss = onClose, withSystemBar = false }: AppDrawerProps) {
  const { t } = useTranslation();
  const user = useUser();
  const localization = useLocalization();
  const cartCount = cartItemCount(useAppSettings().data?.carts);
  const [settingsOpened, setSettingsOpened] = useState(false);
  const top = drawerTopOffset(withSystemBar);

  return (
    <>
      {/* Built from the parts, because Mantine's drawer header is a <header> element, which would add a
          second banner landmark to the page. */}
      <Drawer.Root id={DRAWER_ID} opened={opened} onClose={onDismiss} size="xs" styles={{ inner: { top }, overlay: { top } }}>
        <Drawer.Overlay />
        <Drawer.Content>
          <Group justify="space-between" p="md" className={classes.top}>
            <Drawer.Title fw={700}>{t('nav.drawerTitle')}</Drawer.Title>
            <Drawer.CloseButton aria-label={t('nav.closeMenu')} />
          </Group>
          <Drawer.Body>
            <Stack gap="md">
              {user && (
                <Box>
                  <Text size="sm" c="dimmed">
                    {t('header.loggedInAs')}
                  </Text>
                  <LoginName login={user.login} />
                  <UserIdCopy userId={user.id} />
                </Box>
              )}

              <Box component="nav" aria-label={t('nav.main')}>
                <Accordion multiple chevronPosition="right">
                  {headerMenus(user).map((menu) => (
                    <Accordion.Item key={menu.id} value={menu.id}>
                      <Accordion.Control>{t(menu.labelKey)}</Accordion.Control>
                      <Accordion.Panel>
                        {menu.sections.map((section) => (
                          <Box key={section.id} mb="xs">
                            {section.labelKey && (
                              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={4}>
                                {t(section.labelKey)}
                              </Text>
                            )}
                            {section.links.map((entry) => (
                              <NavLink
                                key={entry.id}
                                component={Link}
                                to={entry.href}
                                onClick={onClose}
                                label={t(entry.labelKey)}
                                rightSection={
                                  entry.badgeKey ? (
                                    <Badge size="xs" variant="light">
                                      {t(entry.badgeKey)}
                                    </Badge>
                                  ) : undefined
                                }
                              />
                            ))}
                          </Box>
                        ))}
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </Box>

              <NavLink
                component={Link}
                to={paths.cartOverview.getHref()}
                onClick={onClose}
                leftSection={<IconShoppingCart size={20} aria-hidden />}
                label={
                  <>
                    {t('header.cartLink')}
                    <VisuallyHidden>{`, ${t('header.cartCount', { count: cartCount })}`}</VisuallyHidden>
                  </>
                }
                rightSection={
                  <Badge variant="light" aria-hidden>
                    {cartCount}
                  </Badge>
                }
              />

              <Divider />

              {user ? (
                <Button
                  component={Link}
                  to={paths.logout.getHref()}
                  onClick={onClose}
                  variant="light"
                  leftSection={<IconLogout size={18} aria-hidden />}
                >
                  {t('header.logOff')}
                </Button>
              ) : (
                <Group grow>
                  <Button component={Link} to={paths.login.getHref()} onClick={onClose} variant="default">
                    {t('header.login')}
                  </Button>
                  <Button component={Link} to={paths.register.getHref()} onClick={onClose}>
                    {t('header.register')}
                  </Button>
                </Group>
              )}

              <Button variant="subtle" leftSection={<IconSettings size={18} aria-hidden />} onClick={() => setSettingsOpened(true)}>
                {t('settings.openWithSummary', { summary: settingsSummary(localization) })}
              </Button>

              <Divider />
              <LatestTlds headingOrder={3} onNavigate={onClose} />
              <LazyMaintenanceList headingOrder={3} />
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
      <SettingsModal opened={settingsOpened} onClose={() => setSettingsOpened(false)} />
    </>
  );
}
