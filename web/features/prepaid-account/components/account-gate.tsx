import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import '../prepaid-account-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PrepaidAccountView } from '@common/api/prepaid-account.contract';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useUser } from '@web/features/session/hooks/use-session';
import { isAccountMissing, useAccountOverview } from '../api/get-account-overview';
import { LoadError } from '@web/components/ui/load-error';

/** The page of a user without a prepaid account: the way to open one, or why there is none. */
export function AccountMissing() {
  const { t } = useTranslation();
  const user = useUser();
  const allowed = user?.properties.user_account_permission === 1;
  return (
    <Alert color={STATUS_COLORS.info} title={t('prepaidAccount.missing.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{allowed ? t('prepaidAccount.missing.text') : t('prepaidAccount.missing.notAllowed')}</Text>
        {allowed && (
          <Button component={Link} to={paths.accountCreate.getHref()} size="sm">
            {t('prepaidAccount.missing.create')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Shows its children with the user's account once it is loaded; loading, missing and error states otherwise. */
export function AccountGate({ children }: { children: (account: PrepaidAccountView) => ReactNode }) {
  const { t } = useTranslation();
  const overview = useAccountOverview();
  if (overview.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('prepaidAccount.loading')}>
        <Skeleton height={110} />
        <Skeleton height={180} />
      </Stack>
    );
  }
  if (overview.isError) {
    if (isAccountMissing(overview.error)) return <AccountMissing />;
    return <LoadError error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />;
  }
  return <>{children(overview.data)}</>;
}
