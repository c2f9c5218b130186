import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import '../profile-texts';
import { useTranslation } from 'react-i18next';
import type { ProfileGeneral } from '@common/api/account.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { formatLocalDate as formatDate } from '@web/lib/format-date';
import { ProfileSection } from './profile-section';
import { StatusBadge } from './status-badge';

/** The account's login address and its verification state, the pending new address, the creation date. */
export function AccountOverview({ profile }: { profile: ProfileGeneral }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  return (
    <ProfileSection title={t('profile.general.accountTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" id="profile-login-label">
            {t('profile.general.login')}
          </Text>
          <Group gap="xs" aria-labelledby="profile-login-label">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {profile.login}
            </Text>
            <StatusBadge color={profile.email_verified ? STATUS_COLORS.success : STATUS_COLORS.warning}>
              {profile.email_verified ? t('profile.general.verified') : t('profile.general.notVerified')}
            </StatusBadge>
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('profile.general.created')}
          </Text>
          <Text fw={600}>
            <time dateTime={profile.created}>{formatDate(profile.created, language)}</time>
          </Text>
        </Stack>
      </SimpleGrid>
    </ProfileSection>
  );
}
