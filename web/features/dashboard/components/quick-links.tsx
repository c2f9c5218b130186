import { Button, Card, Group, Title } from '@mantine/core';
import '../dashboard-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';

/** The screens a customer comes for most, one click away. */
export function QuickLinks() {
  const { t } = useTranslation();
  const links = [
    ['search', paths.searchDomain.getHref()],
    ['renew', paths.domainRenew.getHref()],
    ['restore', paths.domainRestoreRgp.getHref()],
    ['templates', paths.nameserverTemplates.getHref()],
    ['orders', paths.orders.getHref()],
    ['premium', paths.premiumAndExpiring.getHref()],
  ] as const;
  return (
    <Card withBorder padding="md" radius="md" component="nav" aria-labelledby="dashboard-quick-links">
      <Title order={2} size="h4" id="dashboard-quick-links" mb="sm">
        {t('dashboard.quickLinks.title')}
      </Title>
      <Group gap="xs">
        {links.map(([key, href]) => (
          <Button key={key} component={Link} to={href} variant="light">
            {t(`dashboard.quickLinks.${key}`)}
          </Button>
        ))}
      </Group>
    </Card>
  );
}
