import { Stack, Switch } from '@mantine/core';
import '../profile-texts';
import { useTranslation } from 'react-i18next';
import type { ProfileGeneral } from '@common/api/account.contract';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useSetAutoRenew } from '../api/set-auto-renew';
import { useSetNewsletter } from '../api/set-newsletter';

/** Newsletter and default auto-renew: each switch saves at once and shows the saved state. */
export function PreferencesForm({ profile }: { profile: ProfileGeneral }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const newsletter = useSetNewsletter();
  const autoRenew = useSetAutoRenew();

  const handlers = {
    onError: (error: unknown) => snackbar.error(errorText(error, language)),
  };

  return (
    <Stack gap="md">
      <Switch
        label={t('profile.general.newsletter')}
        description={t('profile.general.newsletterHint')}
        name="newsletter"
        checked={newsletter.isPending ? newsletter.variables : profile.newsletter}
        disabled={newsletter.isPending}
        onChange={(event) =>
          newsletter.mutate(event.currentTarget.checked, {
            ...handlers,
            onSuccess: (saved) => snackbar.success(t(saved.newsletter ? 'profile.general.newsletterOn' : 'profile.general.newsletterOff')),
          })
        }
      />
      <Switch
        label={t('profile.general.autoRenew')}
        description={t('profile.general.autoRenewHint')}
        name="auto_renew"
        checked={autoRenew.isPending ? autoRenew.variables : profile.auto_renew}
        disabled={autoRenew.isPending}
        onChange={(event) =>
          autoRenew.mutate(event.currentTarget.checked, {
            ...handlers,
            onSuccess: (saved) => snackbar.success(t(saved.auto_renew ? 'profile.general.autoRenewOn' : 'profile.general.autoRenewOff')),
          })
        }
      />
    </Stack>
  );
}
