import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DnsZone } from '@common/api/dns.contract';
import { DNS_ZONE_COMMENT_MAX } from '@common/dns/records/record-shape';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { generateAuth } from '../api/dns-zone';
import type { ZoneSettings as Settings } from '../model/local-zone';
import '../dns-texts';

/**
 * The zone's own switches (spec §3 flags): parking page, DNSSEC, dynamic DNS with its access
 * data, and the zone's comments. Like the records, they are stored with the next Save.
 */
export function ZoneSettings({
  zone,
  settings,
  readOnly,
  onChange,
}: {
  zone: DnsZone;
  settings: Settings;
  readOnly: boolean;
  onChange: (settings: Partial<Settings>) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const [generating, setGenerating] = useState(false);
  const [generateError, setGenerateError] = useState<string | null>(null);

  async function generate() {
    setGenerating(true);
    setGenerateError(null);
    try {
      const auth = await generateAuth();
      onChange({ ddns: { active: true, username: auth.username, password: auth.password } });
    } catch (error) {
      setGenerateError(errorText(error, language));
    } finally {
      setGenerating(false);
    }
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="dns-settings-title">
      <Title order={2} size="h3" id="dns-settings-title">
        {t('dns.settings.title')}
      </Title>
      <Switch
        label={t('dns.settings.parking')}
        description={t('dns.settings.parkingHint')}
        checked={settings.parking_page}
        disabled={readOnly}
        onChange={(event) => onChange({ parking_page: event.currentTarget.checked })}
      />
      <Stack gap={6}>
        <Switch
          label={t('dns.settings.dnssec')}
          description={zone.dnssec_allowed ? t('dns.settings.dnssecHint') : t('dns.settings.dnssecNotAllowed')}
          checked={settings.dnssec}
          disabled={readOnly || !zone.dnssec_allowed}
          onChange={(event) => onChange({ dnssec: event.currentTarget.checked })}
        />
        {zone.flags.dnssec && zone.dnssec_keys && (
          <Stack gap={4} pl="xl">
            <Text size="sm" fw={500}>
              {t('dns.settings.ds')}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {zone.dnssec_keys.ds.join('\n') || '—'}
            </Code>
            <Text size="sm" fw={500}>
              {t('dns.settings.dnskey')}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {zone.dnssec_keys.dnskey.join('\n') || '—'}
            </Code>
          </Stack>
        )}
      </Stack>
      <Stack gap={6}>
        <Switch
          label={t('dns.settings.ddns')}
          description={t('dns.settings.ddnsHint')}
          checked={settings.ddns.active}
          disabled={readOnly}
          onChange={(event) => {
            const active = event.currentTarget.checked;
            onChange({ ddns: { ...settings.ddns, active } });
            // Switched on without access data: there is nothing to save without them, so they are made now.
            if (active && !settings.ddns.username) void generate();
          }}
        />
        {settings.ddns.active && (
          <Stack gap="xs" pl="xl" maw={560}>
            <CopyField label={t('dns.settings.ddnsUsername')} value={settings.ddns.username} />
            <CopyField label={t('dns.settings.ddnsPassword')} value={settings.ddns.password} />
            {!settings.ddns.username && (
              <Text size="sm" c="dimmed">
                {t('dns.settings.ddnsNone')}
              </Text>
            )}
            <Group>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconKey size={16} aria-hidden />}
                onClick={() => void generate()}
                loading={generating}
                disabled={readOnly}
              >
                {t('dns.settings.ddnsGenerate')}
              </Button>
            </Group>
            {generateError && (
              <Alert color={STATUS_COLORS.error} role="alert">
                {generateError}
              </Alert>
            )}
            <Text size="sm" c="dimmed">
              {t('dns.settings.ddnsUpdate', { url: `${window.location.origin}/nic/update` })}
            </Text>
          </Stack>
        )}
      </Stack>
      <Textarea
        label={t('dns.settings.comments')}
        value={settings.comments}
        onChange={(event) => onChange({ comments: event.currentTarget.value })}
        disabled={readOnly}
        maxLength={DNS_ZONE_COMMENT_MAX}
        autosize
        minRows={2}
        maxRows={8}
        maw={720}
      />
    </Stack>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  if (!value) return null;
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      ff="monospace"
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('dns.settings.copied') : t('dns.settings.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? STATUS_COLORS.success : 'gray'}
                onClick={copy}
                aria-label={t('dns.settings.copyNamed', { label })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
