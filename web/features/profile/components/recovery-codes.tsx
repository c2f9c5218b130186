import { Alert, Button, Checkbox, Group, List, Paper, Stack, Text } from '@mantine/core';
import '../profile-texts';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { snackbar } from '@web/lib/app-snackbar';

const FILE_NAME = 'recovery-codes.txt';

/**
 * The ten recovery codes, shown once right after two-factor login was turned on, with copy and
 * download; the user confirms having stored them before the step closes.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [stored, setStored] = useState(false);
  const warning = useRef<HTMLDivElement>(null);
  // The step before is gone; the warning is where reading (and tabbing) continues.
  useEffect(() => warning.current?.focus(), []);
  const text = `${t('profile.recoveryCodes.fileHeading')}\n\n${codes.join('\n')}\n`;

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      snackbar.success(t('profile.recoveryCodes.copied'));
    } catch {
      snackbar.error(t('profile.recoveryCodes.copyFailed'));
    }
  }

  function handleDownload() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  }

  return (
    <Stack gap="md">
      <Alert
        ref={warning}
        tabIndex={-1}
        color={STATUS_COLORS.warning}
        variant="filled"
        title={t('profile.recoveryCodes.title')}
        role="alert"
      >
        {t('profile.recoveryCodes.warning')}
      </Alert>
      <Paper withBorder p="md" maw="28rem">
        <List
          type="ordered"
          spacing={4}
          aria-label={t('profile.recoveryCodes.listLabel')}
          styles={{ item: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-md)' } }}
        >
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
      </Paper>
      <Group gap="sm">
        <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void handleCopy()}>
          {t('profile.recoveryCodes.copy')}
        </Button>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={handleDownload}>
          {t('profile.recoveryCodes.download')}
        </Button>
      </Group>
      <Text size="sm">{t('profile.recoveryCodes.usage')}</Text>
      <Checkbox label={t('profile.recoveryCodes.stored')} checked={stored} onChange={(event) => setStored(event.currentTarget.checked)} />
      <Button onClick={onDone} disabled={!stored} style={{ alignSelf: 'flex-start' }}>
        {t('profile.recoveryCodes.done')}
      </Button>
    </Stack>
  );
}
