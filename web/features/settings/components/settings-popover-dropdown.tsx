import { Popover, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@web/app/theme';
import { useOpenedAfterMount } from '@web/components/ui/lazy-part';
import { PopoverAnchor } from '@web/components/ui/popover-anchor';
import { LazySettingsForm } from './lazy-settings-form';

export interface SettingsPopoverDropdownProps {
  /** The settings button, rendered by `SettingsPopover` in the first-load bundle. */
  anchor: HTMLElement | null;
  opened: boolean;
  onChange: (opened: boolean) => void;
  dialogId: string;
  /** The id of the settings button, which names the dialog. */
  labelledBy: string;
}

/** The settings popup under the header's settings button, loaded when it is first opened. */
export function SettingsPopoverDropdown({ anchor, opened, onChange, dialogId, labelledBy }: SettingsPopoverDropdownProps) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);

  return (
    <Popover
      opened={shown}
      onChange={onChange}
      position="bottom-end"
      width={LAYOUT.settingsDialogWidth}
      trapFocus
      returnFocus
      withArrow
      shadow="md"
      // The button carries the dialog's aria attributes itself; the dropdown gets its role here.
      withRoles={false}
    >
      <Popover.Target>
        <PopoverAnchor element={anchor} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" id={dialogId} aria-labelledby={labelledBy} tabIndex={-1}>
        <Text fw={600} mb="xs">
          {t('settings.title')}
        </Text>
        <LazySettingsForm onSaved={() => onChange(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
