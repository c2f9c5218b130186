import { useState } from 'react';
import { Button, Divider, Popover, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@common/api/session.contract';
import { paths } from '@web/app/paths';
import { LoginName } from './login-name';
import { UserIdCopy } from './user-id-copy';
import classes from './user-panel.module.css';

/** The logged-in user in the header: login name, user ID with copy button, and the log-off entry. */
export function UserPanel({ user }: { user: User }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const at = user.login.lastIndexOf('@');
  const localPart = at > 0 ? user.login.slice(0, at) : user.login;
  const domainPart = at > 0 ? user.login.slice(at) : '';

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" trapFocus returnFocus withArrow>
      <Popover.Target>
        <Button
          variant="subtle"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          onClick={() => setOpened((value) => !value)}
          aria-label={t('header.accountOf', { login: user.login })}
          h="auto"
          py={4}
          maw="16rem"
        >
          {/* The login split at the at-sign (spec §3), on two lines. */}
          <span className={classes.login}>
            <span className={classes.local}>{localPart}</span>
            <span className={classes.domain}>{domainPart}</span>
          </span>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <div>
            <Text size="sm" c="dimmed">
              {t('header.loggedInAs')}
            </Text>
            <LoginName login={user.login} />
          </div>
          <UserIdCopy userId={user.id} />
          <Divider />
          <Button
            component={Link}
            to={paths.logout.getHref()}
            variant="light"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => setOpened(false)}
          >
            {t('header.logOff')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
