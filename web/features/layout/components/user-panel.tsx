import { useId, useState } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@common/api/session.contract';
import { lazyPart, useLazyDropdown } from '@web/components/ui/lazy-part';
import classes from './user-panel.module.css';

// The panel (Mantine's Popover with floating-ui, the copy button) loads when it is first wanted:
// pointer or focus on the button starts it.
const dropdownPart = lazyPart(() => import('./user-panel-dropdown').then((module) => module.UserPanelDropdown));

/**
 * The logged-in user in the header: a button with the login name that opens the panel with the
 * user ID, its copy button and the log-off entry (`user-panel-dropdown.tsx`, loaded on first use).
 */
export function UserPanel({ user }: { user: User }) {
  const { t } = useTranslation();
  const dropdown = useLazyDropdown(dropdownPart.preload);
  const { opened } = dropdown;
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const dialogId = useId();
  const at = user.login.lastIndexOf('@');
  const localPart = at > 0 ? user.login.slice(0, at) : user.login;
  const domainPart = at > 0 ? user.login.slice(at) : '';

  return (
    <>
      <Button
        ref={setButton}
        id={`${dialogId}-target`}
        variant="subtle"
        leftSection={<IconUserCircle size={20} aria-hidden />}
        rightSection={<IconChevronDown size={16} aria-hidden />}
        onClick={dropdown.toggle}
        {...dropdown.preloadProps}
        aria-label={t('header.accountOf', { login: user.login })}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-controls={opened ? dialogId : undefined}
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
      {dropdown.wanted && (
        <dropdownPart.Part
          onFailed={dropdown.onFailed}
          anchor={button}
          opened={opened}
          onChange={dropdown.setOpened}
          dialogId={dialogId}
          labelledBy={`${dialogId}-target`}
          user={user}
        />
      )}
    </>
  );
}
