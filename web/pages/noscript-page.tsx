import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';

/** Explains why the shop needs JavaScript; the index page's <noscript> block says the same without it. */
export function NoscriptPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.noscript.title')}</PageTitle>
      <Text maw="40rem">{t('pages.noscript.description')}</Text>
    </>
  );
}
