import { useState } from 'react';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SUPPORTED_BROWSERS = ['Google Chrome', 'Mozilla Firefox', 'Microsoft Edge', 'Safari 9+', 'Internet Explorer 11+'];

/** Warns users of browsers the shop no longer supports (spec §5, §8); shown only to them. */
export function OutdatedBrowserDialog() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(true);
  const close = () => setOpened(false);

  return (
    <Modal.Root opened={opened} onClose={close}>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" p="md" pb={0}>
          <Modal.Title fw={700}>{t('outdatedBrowser.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('outdatedBrowser.close')} />
        </Group>
        <Modal.Body pt="md">
          <Stack gap="sm">
            <Text>{t('outdatedBrowser.message')}</Text>
            <Text>{t('outdatedBrowser.supported')}</Text>
            <List>
              {SUPPORTED_BROWSERS.map((browser) => (
                <List.Item key={browser}>{browser}</List.Item>
              ))}
            </List>
            <Button onClick={close}>{t('outdatedBrowser.close')}</Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
