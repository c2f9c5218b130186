import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { IMPRINT_SECTIONS, paths, type ImprintSection } from '@web/app/paths';
import './content-texts';

function ImprintSectionBlock({ section }: { section: ImprintSection }) {
  const { t } = useTranslation();
  const headingId = `${section}-title`;
  return (
    // tabIndex -1: a legacy link such as /imprint#privacy moves the focus here, not only the view.
    <section id={section} aria-labelledby={headingId} tabIndex={-1}>
      <Title order={2} id={headingId} mb="xs">
        {t(`imprint.${section}.title`)}
      </Title>
      <Text maw="45rem">
        <Trans
          i18nKey={`imprint.${section}.text`}
          components={{ contact: <Anchor component={Link} to={paths.cms.getHref('support')} /> }}
        />
      </Text>
    </section>
  );
}

/** Imprint, privacy notice and accessibility statement, each with its anchor (spec §2.1). */
export function ImprintPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.imprint.title')}</PageTitle>
      <Stack gap="xl">
        {IMPRINT_SECTIONS.map((section) => (
          <ImprintSectionBlock key={section} section={section} />
        ))}
      </Stack>
    </>
  );
}
