import '@web/features/dashboard/dashboard-texts';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { Dashboard } from '@web/features/dashboard/components/dashboard';

/** `/user/dashboard`: the customer's home after login. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.dashboard.title')}</PageTitle>
      <Dashboard />
    </>
  );
}
