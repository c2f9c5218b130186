import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ownershipTokenBodySchema, type OwnershipConfirmationView } from '@common/api/ownership.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { paths } from '@web/app/paths';
import { titledAlert } from '@web/components/ui/alert-colors';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { useAnswerOwnershipChange, useOwnershipConfirmation } from '../api/ownership-confirmation';
import '../ownership-texts';
import { formatMoment } from './ownership-view';

const tokenSchema = ownershipTokenBodySchema.shape.token;
const holder = (value: { name: string; org: string }) => (value.org ? `${value.name} (${value.org})` : value.name);

/** What the party's answer led to, in words. */
function Outcome({ view }: { view: OwnershipConfirmationView }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  if (view.state === 'completed') {
    return (
      <Alert {...titledAlert('success')} role="status" title={t('ownership.confirm.doneTitle')}>
        <Text size="sm">{t('ownership.confirm.completed', { domain: view.domain_utf8, name: holder(view.new_registrant) })}</Text>
        {view.transfer_locked_until && (
          <Text size="sm">{t('ownership.confirm.completedLocked', { date: formatMoment(view.transfer_locked_until, language) })}</Text>
        )}
      </Alert>
    );
  }
  if (view.state === 'declined') {
    return (
      <Alert {...titledAlert('info')} role="status">
        {t('ownership.confirm.declined', { domain: view.domain_utf8 })}
      </Alert>
    );
  }
  if (view.confirmed && (view.state === 'pending' || view.state === 'confirmed')) {
    return (
      <Alert {...titledAlert('success')} role="status" title={t('ownership.confirm.doneTitle')}>
        {t('ownership.confirm.waiting')}
      </Alert>
    );
  }
  return (
    <Alert {...titledAlert('info')} role="status">
      {t('ownership.confirm.closed')}
    </Alert>
  );
}

/**
 * The page a change of registrant's mail links to (no login). Opening it only reads what the link
 * is about; the party answers with a click, so a mail scanner that fetches the link answers nothing.
 */
export function OwnershipConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const wellFormed = tokenSchema.safeParse(token).success;
  const details = useOwnershipConfirmation(token, wellFormed);
  const answer = useAnswerOwnershipChange();
  const home = (
    <Button component={Link} to={paths.home.getHref()} variant="default" w="fit-content">
      {t('ownership.confirm.toHome')}
    </Button>
  );
  const failure = (content: ReactNode) => (
    <Stack gap="md">
      <Alert {...titledAlert('error')} role="alert" title={t('ownership.confirm.failedTitle')}>
        {content}
      </Alert>
      {home}
    </Stack>
  );

  if (!wellFormed) return failure(token ? t('ownership.confirm.unknownToken') : t('ownership.confirm.noToken'));
  if (details.isPending) return <Skeleton height={160} role="status" aria-label={t('ownership.confirm.intro', { domain: '' })} />;
  if (details.isError) {
    const unknown = isApiRequestError(details.error) && details.error.code === ErrorCode.TokenInvalid;
    return failure(unknown ? t('ownership.confirm.unknownToken') : errorText(details.error, language));
  }

  const view = answer.data ?? details.data;
  const open = view.state === 'pending' && !view.confirmed;
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text>{t('ownership.confirm.intro', { domain: view.domain_utf8 })}</Text>
          <Text size="sm">{t(view.party === 'prior' ? 'ownership.confirm.asPrior' : 'ownership.confirm.asNew')}</Text>
          <Text size="sm">
            <strong>{t('ownership.confirm.from')}:</strong> {holder(view.prior_registrant)}
          </Text>
          <Text size="sm">
            <strong>{t('ownership.confirm.to')}:</strong> {holder(view.new_registrant)} &lt;{view.new_registrant.email}&gt;
          </Text>
          <Text size="sm">{t(view.opt_out_transfer_lock ? 'ownership.confirm.noLock' : 'ownership.confirm.lock')}</Text>
          {view.prior_by_agent && view.party === 'new' && <Text size="sm">{t('ownership.confirm.byAgent')}</Text>}
          {open && <Text size="sm">{t('ownership.confirm.until', { date: formatMoment(view.expires_at, language) })}</Text>}
        </Stack>
      </Paper>
      {answer.isError && (
        <Alert {...titledAlert('error')} role="alert">
          {errorText(answer.error, language)}
        </Alert>
      )}
      {open ? (
        <Group>
          <Button
            loading={answer.isPending && answer.variables?.answer === 'confirm'}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ token, answer: 'confirm' })}
          >
            {t('ownership.confirm.agree')}
          </Button>
          <Button
            variant="default"
            loading={answer.isPending && answer.variables?.answer === 'decline'}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ token, answer: 'decline' })}
          >
            {t('ownership.confirm.decline')}
          </Button>
        </Group>
      ) : (
        <>
          <Outcome view={view} />
          {home}
        </>
      )}
    </Stack>
  );
}
