import type { ReactNode } from 'react';
import { Skeleton, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { ProfileGeneral } from '@common/api/account.contract';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { useProfile } from '@web/features/profile/api/get-profile';
import { BillingForm } from '@web/features/profile/components/billing-form';
import { GeneralPanel } from '@web/features/profile/components/general-panel';
import { LoadError } from '@web/features/profile/components/load-error';
import { PasswordForm } from '@web/features/profile/components/password-form';
import { SecurityEventTable } from '@web/features/profile/components/security-event-table';
import { SessionList } from '@web/features/profile/components/session-list';
import { TwoFactorPanel } from '@web/features/profile/components/two-factor-panel';
import { UnverifiedContactsNotice } from '@web/features/profile/components/unverified-contacts-notice';
import { PROFILE_TABS, profileTabFromParam, type ProfileTab } from '@web/features/profile/profile-tabs';

/** The tabs that show the profile's own data wait for it; sessions and events load their lists. */
function ProfileData({ children }: { children: (profile: ProfileGeneral) => ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('profile.loading')}>
        <Skeleton height={120} />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  return <>{children(profile.data)}</>;
}

function TabContent({ tab }: { tab: ProfileTab }) {
  switch (tab) {
    case 'general':
      return <ProfileData>{(profile) => <GeneralPanel profile={profile} />}</ProfileData>;
    case 'security':
      return (
        <ProfileData>
          {(profile) => (
            <Stack gap="lg">
              <PasswordForm />
              <TwoFactorPanel profile={profile} />
            </Stack>
          )}
        </ProfileData>
      );
    case 'billing':
      // Keyed by the saved address, so a reload (or another tab's save) shows the saved state.
      return <ProfileData>{(profile) => <BillingForm key={JSON.stringify(profile.billing)} profile={profile} />}</ProfileData>;
    case 'sessions':
      return <SessionList />;
    case 'events':
      return <SecurityEventTable />;
  }
}

/** The customer's profile (spec §2.1 `/user/profile/:tab?`), one tab per URL segment. */
export function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab: param } = useParams();
  const tab = profileTabFromParam(param);
  if (tab === null) return <Navigate to={paths.profile.getHref()} replace />;

  return (
    <>
      <PageTitle>{t('pages.profile.title')}</PageTitle>
      <Stack gap="lg">
        <UnverifiedContactsNotice />
        <Tabs value={tab} onChange={(next) => next && navigate(paths.profile.getHref(next))}>
          <Tabs.List mb="lg" aria-label={t('profile.tabsLabel')}>
            {PROFILE_TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`profile.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* Every tab has its panel (the tabs point at them); only the open one has content. */}
          {PROFILE_TABS.map((name) => (
            <Tabs.Panel key={name} value={name}>
              {name === tab && <TabContent tab={name} />}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}
