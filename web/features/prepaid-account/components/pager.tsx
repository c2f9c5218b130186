import { Button, Group, Text } from '@mantine/core';
import '../prepaid-account-texts';
import { useTranslation } from 'react-i18next';

/** Previous and next page of a list, with where the user is; nothing when it all fits on one page. */
export function Pager({
  page,
  total,
  perPage,
  onPage,
  busy,
}: {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={t('prepaidAccount.paging.label')} justify="space-between" gap="sm">
      <Button variant="default" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        {t('prepaidAccount.paging.previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('prepaidAccount.paging.status', { page, pages })}
      </Text>
      <Button variant="default" onClick={() => onPage(page + 1)} disabled={page >= pages || busy}>
        {t('prepaidAccount.paging.next')}
      </Button>
    </Group>
  );
}
