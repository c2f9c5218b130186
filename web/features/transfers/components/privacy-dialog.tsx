import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomerDomainView } from '@common/api/customer-domain.contract';
import { LOCALES, type Language } from '@common/i18n/languages';
import { paths } from '@web/app/paths';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { usePrivacy, useSetPrivacy } from '../api/set-privacy';
import '../transfers-texts';

function formatDate(value: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));
}

/**
 * Confirms a change of WHOIS privacy before it is made (decision 028): on is free only while
 * privacy is paid; otherwise the dialog names the price of the rest of the term and puts it into
 * the renew cart. Off says plainly that nothing is refunded.
 */
export function PrivacyDialog({ domain, turnOn, onClose }: { domain: CustomerDomainView; turnOn: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const state = usePrivacy(domain.domain);
  const change = useSetPrivacy();
  const name = domain.domain_utf8;

  if (state.isPending) return <Skeleton height={80} role="status" aria-label={t('transfers.privacy.loading')} />;
  if (state.isError) return <LoadError error={state.error} onRetry={() => void state.refetch()} retrying={state.isFetching} />;
  const view = state.data;
  const paidUntil = view.paid_until ? formatDate(view.paid_until, language) : null;

  const confirm = () =>
    change.mutate(
      { domain: domain.domain, privacy: turnOn },
      {
        onSuccess: (result) => {
          if (result.privacy) snackbar.success(t('transfers.out.privacyNowOn', { domain: name }));
          else if (turnOn) snackbar.success(t('transfers.privacy.added', { domain: name }));
          else snackbar.success(t('transfers.out.privacyNowOff', { domain: name }));
          onClose();
        },
        onError: (error) => snackbar.error(errorText(error, language)),
      },
    );

  let text: string;
  let action: string | null;
  if (!turnOn) {
    text = paidUntil ? t('transfers.privacy.offPaid', { domain: name, date: paidUntil }) : t('transfers.privacy.off', { domain: name });
    action = t('transfers.privacy.offConfirm');
  } else if (!view.available) {
    text = t('transfers.privacy.notOffered', { domain: name });
    action = null;
  } else if (view.paid_now) {
    text = t('transfers.privacy.onFree', { domain: name, date: paidUntil });
    action = t('transfers.privacy.onConfirm');
  } else if (view.being_activated) {
    text = t('transfers.privacy.activating', { domain: name });
    action = null;
  } else if (view.in_cart) {
    text = t('transfers.privacy.inCart', { domain: name });
    action = null;
  } else if (view.offer) {
    text = t('transfers.privacy.buy', {
      domain: name,
      count: view.offer.months,
      date: formatDate(view.offer.until, language),
      price: view.offer.price.display_total,
    });
    action = t('transfers.privacy.buyConfirm');
  } else {
    text = t('transfers.privacy.withRenewal', { domain: name });
    action = null;
  }

  return (
    <Stack gap="md">
      <Text>{text}</Text>
      {turnOn && !view.paid_now && view.available && (
        <Anchor component={Link} to={paths.domainRenewOverview.getHref()} size="sm">
          {t('transfers.privacy.toCart')}
        </Anchor>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={change.isPending}>
          {t(action ? 'transfers.privacy.cancel' : 'transfers.out.close')}
        </Button>
        {action && (
          <Button onClick={confirm} loading={change.isPending}>
            {action}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
