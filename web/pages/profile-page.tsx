import type { ReactNode } from 'react';
import '@web/features/profile/profile-texts';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { ProfileGeneral } from '@common/api/account.contract';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { useProfile } from '@web/features/profile/api/get-profile';
import { BillingForm } from '@web/features/profile/components/billing-form';
import { GeneralPanel } from '@web/features/profile/components/general-panel';
import { LoadError } from '@web/components/ui/load-error';
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
  const { tab: param } = useParams();
  const tab = profileTabFromParam(param);
  if (tab === null) return <Navigate to={paths.profile.getHref()} replace />;

  return (
    <>
      <PageTitle>{t('pages.profile.title')}</PageTitle>
      <Stack gap="lg">
        <UnverifiedContactsNotice />
        {/*
          The sections are pages of their own (a URL each), so they are links in a navigation,
          not ARIA tabs: each is reachable with Tab, opens in a new browser tab, and the browser's
          back button walks through them.
        */}
        <nav aria-label={t('profile.tabsLabel')}>
          <Group gap={4} wrap="wrap" pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            {PROFILE_TABS.map((name) => (
              <Button
                key={name}
                component={Link}
                to={paths.profile.getHref(name)}
                variant={name === tab ? 'light' : 'subtle'}
                fw={name === tab ? 700 : 500}
                aria-current={name === tab ? 'page' : undefined}
              >
                {t(`profile.tabs.${name}`)}
              </Button>
            ))}
          </Group>
        </nav>
        <TabContent tab={tab} />
      </Stack>
    </>
  );
}
