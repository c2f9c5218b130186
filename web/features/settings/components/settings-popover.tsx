import { useState } from 'react';
import { Button, Popover, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { LazySettingsForm, preloadSettingsForm } from './lazy-settings-form';
import { settingsSummary } from './settings-summary';

/** The settings popup of the header (spec §2.3). */
export function SettingsPopover() {
  const { t } = useTranslation();
  const localization = useLocalization();
  const [opened, setOpened] = useState(false);
  const summary = settingsSummary(localization);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={LAYOUT.settingsDialogWidth} trapFocus returnFocus withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          leftSection={<IconSettings size={18} aria-hidden />}
          aria-label={t('settings.open', { summary })}
          onClick={() => setOpened((value) => !value)}
          onPointerEnter={preloadSettingsForm}
          onFocus={preloadSettingsForm}
        >
          {summary}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} mb="xs">
          {t('settings.title')}
        </Text>
        <LazySettingsForm onSaved={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
