import { Anchor, List, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContentArticle } from '@web/features/content/components/content-article';
import { useLocalization } from '@web/features/session/hooks/use-session';
import '@web/features/content/content-texts';

/** The documents of the downloads page, made by the server in the reader's language (decision 046). */
const DOCUMENTS = [
  { file: 'terms', label: 'content.downloads.terms', hint: 'content.downloads.termsHint' },
  { file: 'transfer-authorisation', label: 'content.downloads.transfer', hint: 'content.downloads.transferHint' },
] as const;

export function DownloadsPage() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  return (
    <>
      <ContentArticle slug="downloads" />
      <Title order={2} mt="xl" mb="sm">
        {t('content.downloads.heading')}
      </Title>
      <List spacing="md" listStyleType="none" pl={0}>
        {DOCUMENTS.map((document) => (
          <List.Item key={document.file}>
            <Anchor href={`/api/v1/content/download/${document.file}.pdf?lang=${language}`} download fw={500}>
              <IconFileTypePdf size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
              {t(document.label)}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t(document.hint)}
            </Text>
          </List.Item>
        ))}
      </List>
    </>
  );
}
