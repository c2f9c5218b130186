import { Button, Center, Container, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '@web/components/ui/page-title';
import { reloadPage } from '@web/lib/page-load';
import { NotFoundPage } from '@web/pages/not-found-page';
import { isPageLoadFailure } from './lazy-page';

function ErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunkFailure = isPageLoadFailure(error);
  const title = chunkFailure ? t('errors.pageLoadTitle') : t('errors.title');
  useDocumentTitle(title);
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text>{chunkFailure ? t('errors.pageLoadText') : t('errors.text')}</Text>
      <Button onClick={reloadPage}>{t('errors.reload')}</Button>
    </Stack>
  );
}

/** A failure inside a page; header and footer stay usable around it. */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorContent error={error} />;
}

/** A failure before the shell could be shown, such as a session that could not be started. */
export function AppErrorScreen() {
  const error = useRouteError();
  return (
    <Container component="main" size="sm">
      <ErrorContent error={error} />
    </Container>
  );
}

/** Shown while the first navigation starts the session and loads the page. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Center>
  );
}
