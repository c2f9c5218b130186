import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@web/app/theme';
import { LazySettingsForm } from './lazy-settings-form';

interface SettingsModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The settings as a dialog, opened from the drawer on small screens (spec §2.3: 350 px wide). */
export function SettingsModal({ opened, onClose }: SettingsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('settings.title')}
      size={LAYOUT.settingsDialogWidth}
      closeButtonProps={{ 'aria-label': t('settings.close') }}
    >
      <LazySettingsForm onSaved={onClose} />
    </Modal>
  );
}
