import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '@web/app/paths';
import { useRouteName } from '@web/app/use-route-name';
import './placeholder-texts';

/**
 * The page of a route whose feature is not built yet: its title and one sentence about what it
 * will be for. Deliberately no sample data and no buttons that would pretend to work.
 */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const name = useRouteName();
  const titleKey = paths[name].titleKey;
  const descriptionKey = titleKey.replace(/\.title$/, '.description');
  return (
    <>
      <PageTitle>{t(titleKey)}</PageTitle>
      <Text maw="40rem">{t(descriptionKey)}</Text>
    </>
  );
}
