import { useState } from 'react';
import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SUPPORTED_BROWSERS = ['Google Chrome', 'Mozilla Firefox', 'Microsoft Edge', 'Safari 9+', 'Internet Explorer 11+'];

/** Warns users of browsers the shop no longer supports (spec §5, §8); shown only to them. */
export function OutdatedBrowserDialog() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(true);

  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title={t('outdatedBrowser.title')} closeButtonProps={{ 'aria-label': t('outdatedBrowser.close') }}>
      <Stack gap="sm">
        <Text>{t('outdatedBrowser.message')}</Text>
        <Text>{t('outdatedBrowser.supported')}</Text>
        <List>
          {SUPPORTED_BROWSERS.map((browser) => (
            <List.Item key={browser}>{browser}</List.Item>
          ))}
        </List>
        <Button onClick={() => setOpened(false)}>{t('outdatedBrowser.close')}</Button>
      </Stack>
    </Modal>
  );
}
