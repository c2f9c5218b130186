import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { useSetCookieConsent } from '@web/features/session/api/set-cookie-consent';
import { useSession } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { currentLanguage } from '@web/i18n/i18n';
import classes from './cookie-notice.module.css';

/** Shown until the visitor answers (cookie_consent is null); Accept stores the consent (spec §2.3, §4). */
export function CookieNotice() {
  const { t } = useTranslation();
  const session = useSession();
  const setConsent = useSetCookieConsent();

  if (!session || session.cookie_consent !== null) return null;

  function handleAccept() {
    setConsent.mutate(true, {
      onError: (error) => {
        // The error catalogue loads only when it is needed.
        void import('@web/lib/error-text').then(({ errorText }) => snackbar.error(errorText(error, currentLanguage())));
      },
    });
  }

  return (
    <section aria-label={t('cookie.label')} className={classes.notice}>
      <Paper shadow="lg" p="md" withBorder className={classes.paper}>
        <Group justify="space-between" gap="sm">
          <Text size="sm" className={classes.text}>
            {t('cookie.text')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={paths.imprint.getHref('privacy')} size="sm">
              {t('cookie.moreInfo')}
            </Anchor>
            <Button onClick={handleAccept} loading={setConsent.isPending}>
              {t('cookie.accept')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </section>
  );
}
