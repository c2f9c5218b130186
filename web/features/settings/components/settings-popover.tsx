import { useId, useState } from 'react';
import { Button } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyPart, useLazyDropdown } from '@web/components/ui/lazy-part';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { preloadSettingsForm } from './lazy-settings-form';
import { settingsSummary } from './settings-summary';

// The popup (Mantine's Popover with floating-ui) and the form in it load when the settings are
// first wanted: pointer or focus on the button starts both.
const dropdownPart = lazyPart(() => import('./settings-popover-dropdown').then((module) => module.SettingsPopoverDropdown));

function preload(): void {
  dropdownPart.preload();
  preloadSettingsForm();
}

/** The settings popup of the header (spec §2.3); the button is part of the first load, the popup is not. */
export function SettingsPopover() {
  const { t } = useTranslation();
  const localization = useLocalization();
  const dropdown = useLazyDropdown(preload);
  const { opened } = dropdown;
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const dialogId = useId();
  const buttonId = `${dialogId}-target`;
  const summary = settingsSummary(localization);

  return (
    <>
      <Button
        ref={setButton}
        id={buttonId}
        variant="subtle"
        leftSection={<IconSettings size={18} aria-hidden />}
        aria-label={t('settings.open', { summary })}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-controls={opened ? dialogId : undefined}
        onClick={dropdown.toggle}
        {...dropdown.preloadProps}
      >
        {summary}
      </Button>
      {dropdown.wanted && (
        <dropdownPart.Part
          onFailed={dropdown.onFailed}
          anchor={button}
          opened={opened}
          onChange={dropdown.setOpened}
          dialogId={dialogId}
          labelledBy={buttonId}
        />
      )}
    </>
  );
}
