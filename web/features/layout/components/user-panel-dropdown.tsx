import { Button, Divider, Popover, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@common/api/session.contract';
import { paths } from '@web/app/paths';
import { useOpenedAfterMount } from '@web/components/ui/lazy-part';
import { PopoverAnchor } from '@web/components/ui/popover-anchor';
import { LoginName } from './login-name';
import { UserIdCopy } from './user-id-copy';

export interface UserPanelDropdownProps {
  /** The user button, rendered by `UserPanel` in the first-load bundle. */
  anchor: HTMLElement | null;
  opened: boolean;
  onChange: (opened: boolean) => void;
  dialogId: string;
  /** The id of the user button, which names the panel. */
  labelledBy: string;
  user: User;
}

/** The user panel under the header's user button: login name, user ID with copy button, log-off entry. */
export function UserPanelDropdown({ anchor, opened, onChange, dialogId, labelledBy, user }: UserPanelDropdownProps) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);

  return (
    // The button carries the dialog's aria attributes itself; the dropdown gets its role here.
    <Popover opened={shown} onChange={onChange} position="bottom-end" trapFocus returnFocus withArrow withRoles={false}>
      <Popover.Target>
        <PopoverAnchor element={anchor} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" id={dialogId} aria-labelledby={labelledBy} tabIndex={-1}>
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
            onClick={() => onChange(false)}
          >
            {t('header.logOff')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
