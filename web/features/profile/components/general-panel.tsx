import { Stack } from '@mantine/core';
import '../profile-texts';
import { useTranslation } from 'react-i18next';
import type { ProfileGeneral } from '@common/api/account.contract';
import { AccountOverview } from './account-overview';
import { EmailChangeForm } from './email-change-form';
import { LoginNameForm } from './login-name-form';
import { PreferencesForm } from './preferences-form';
import { ProfileSection } from './profile-section';

/** The "general" tab: account facts, name, newsletter and auto-renew, change of the login address. */
export function GeneralPanel({ profile }: { profile: ProfileGeneral }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <AccountOverview profile={profile} />
      <ProfileSection title={t('profile.general.settingsTitle')}>
        <Stack gap="xl">
          <LoginNameForm profile={profile} />
          <PreferencesForm profile={profile} />
        </Stack>
      </ProfileSection>
      <EmailChangeForm profile={profile} />
    </Stack>
  );
}
