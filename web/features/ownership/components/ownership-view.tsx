import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OwnershipChangeState, OwnershipChangeView, OwnershipInfo } from '@common/api/ownership.contract';
import { LOCALES, type Language } from '@common/i18n/languages';
import { STATUS_COLORS } from '@web/app/theme';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useCancelOwnershipChange } from '../api/cancel-ownership-change';
import { OWNERSHIP_CHOICES_LIMIT, useOwnershipDomainChoices } from '../api/get-domain-choices';
import { useOwnershipInfo } from '../api/get-ownership-info';
import { useOwnershipList } from '../api/get-ownership-list';
import '../ownership-texts';
import { RegistrantChangeForm } from './registrant-change-form';

const STATE_COLORS: Record<OwnershipChangeState, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  completed: 'green',
  declined: 'red',
  expired: 'gray',
  cancelled: 'gray',
  failed: 'red',
};

export function formatMoment(value: string, language: Language): string {
  return (
    new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(value)) + ' UTC'
  );
}

const holder = (value: { name: string; org: string }) => (value.org ? `${value.name} (${value.org})` : value.name);

function OpenChange({ change }: { change: OwnershipChangeView }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const cancel = useCancelOwnershipChange();
  return (
    <Paper withBorder p="md" aria-labelledby="ownership-open-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="ownership-open-title">
          {t('ownership.open')}
        </Title>
        <Text size="sm">
          {t('ownership.openText', {
            name: holder(change.new_registrant),
            email: change.new_registrant.email,
            date: formatMoment(change.expires_at, language),
          })}
        </Text>
        <Text size="sm">
          {change.agent_approved_at
            ? t('ownership.agent.approved', { date: formatMoment(change.agent_approved_at, language) })
            : t(change.prior_confirmed ? 'ownership.priorConfirmed' : 'ownership.priorWaiting')}
        </Text>
        <Text size="sm">{t(change.new_confirmed ? 'ownership.newConfirmed' : 'ownership.newWaiting')}</Text>
        {cancel.isError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(cancel.error, language)}
          </Alert>
        )}
        {change.state === 'pending' && (
          <div>
            <Button
              variant="default"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(change.id, { onSuccess: () => snackbar.success(t('ownership.withdrawn', { domain: change.domain_utf8 })) })
              }
            >
              {t('ownership.withdraw')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

function DomainOwnership({ info }: { info: OwnershipInfo }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const [sent, setSent] = useState<OwnershipChangeView | null>(null);
  const registrant = info.registrant;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" aria-labelledby="ownership-current-title">
        <Stack gap={4}>
          <Title order={2} size="h4" id="ownership-current-title">
            {t('ownership.current')}
          </Title>
          <Text size="sm">{holder(registrant)}</Text>
          <Text size="sm">{registrant.email}</Text>
          {info.transfer_locked_until && (
            <Text size="sm" mt="xs">
              {t('ownership.lockedUntil', { date: formatMoment(info.transfer_locked_until, language) })}
            </Text>
          )}
        </Stack>
      </Paper>
      {sent && (
        <Alert color={STATUS_COLORS.success} role="status">
          {t(sent.agent_approved_at ? 'ownership.agent.sent' : 'ownership.sent', {
            prior: sent.prior_registrant.email,
            next: sent.new_registrant.email,
            date: formatMoment(sent.expires_at, language),
          })}
        </Alert>
      )}
      {info.open_change ? (
        <OpenChange change={info.open_change} />
      ) : (
        <RegistrantChangeForm key={info.domain} domain={info.domain} onStarted={setSent} />
      )}
    </Stack>
  );
}

function History() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const list = useOwnershipList();
  if (list.isPending) return <Skeleton height={60} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (list.data.changes.length === 0) return <Text size="sm">{t('ownership.historyEmpty')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0}>
      {list.data.changes.map((change) => (
        <Paper key={change.id} withBorder p="sm" component="li" style={{ listStyle: 'none' }} aria-label={change.domain_utf8}>
          <Group gap="xs">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {change.domain_utf8}
            </Text>
            <Badge variant="light" color={STATE_COLORS[change.state]} c="gray.9">
              {t(`ownership.states.${change.state}`)}
            </Badge>
          </Group>
          <Text size="sm">
            {t('ownership.to', { name: holder(change.new_registrant) })} ·{' '}
            {t('ownership.askedOn', { date: formatMoment(change.created_at, language) })}
            {change.declined_by ? ` · ${t(`ownership.declinedBy.${change.declined_by}`)}` : ''}
            {change.state === 'expired' ? ` · ${t('ownership.expiredOn', { date: formatMoment(change.expires_at, language) })}` : ''}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The ownership page (spec §2.3 "ownership/permissions"): a change of registrant of one of the
 * customer's names (ICANN Transfer Policy part II, decision 050), its state, the history, and why
 * no permissions for other users are offered.
 */
export function OwnershipView({ initialDomain }: { initialDomain?: string }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const [selected, setSelected] = useState<{ value: string; label: string } | null>(
    initialDomain ? { value: initialDomain, label: initialDomain } : null,
  );
  const [search, setSearch] = useState('');
  // A searchable select shows the chosen name as its search text: that is no search.
  const searching = search !== '' && search !== selected?.label;
  const domains = useOwnershipDomainChoices(searching ? search : '');
  const info = useOwnershipInfo(selected?.value ?? null);

  const options = (domains.data?.domains ?? []).map((domain) => ({ value: domain.domain, label: domain.domain_utf8 }));
  // The chosen name is offered while nothing else is searched for, even when it is not among the first ones.
  if (selected && !searching && !options.some((option) => option.value === selected.value)) options.unshift(selected);
  const noDomains = domains.isSuccess && domains.data.total === 0 && !search;
  const more = domains.data && domains.data.total > OWNERSHIP_CHOICES_LIMIT ? domains.data.total : null;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text>{t('ownership.intro')}</Text>
        <Text size="sm">{t('ownership.transferFirst')}</Text>
      </Stack>
      {domains.isPending ? (
        <Skeleton height={60} />
      ) : domains.isError && !domains.data ? (
        <LoadError error={domains.error} onRetry={() => void domains.refetch()} retrying={domains.isFetching} />
      ) : noDomains ? (
        <Text>{t('ownership.noDomains')}</Text>
      ) : (
        <Select
          label={t('ownership.domainLabel')}
          placeholder={t('ownership.domainPlaceholder')}
          description={more ? t('ownership.domainSearchHint', { total: more, shown: OWNERSHIP_CHOICES_LIMIT }) : undefined}
          name="domain"
          maw={480}
          data={options}
          value={selected?.value ?? null}
          onChange={(value, option) => setSelected(value ? { value, label: option?.label ?? value } : null)}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server has filtered already (by the Unicode and the A-label form); the list is shown as it came.
          filter={({ options: all }) => all}
          nothingFoundMessage={t('ownership.domainNoMatch')}
          allowDeselect={false}
        />
      )}
      {selected &&
        (info.isPending ? (
          <Skeleton height={120} />
        ) : info.isError ? (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(info.error, language)}
          </Alert>
        ) : (
          <DomainOwnership info={info.data} />
        ))}
      <Stack gap="xs" component="section" aria-labelledby="ownership-history-title">
        <Title order={2} size="h3" id="ownership-history-title">
          {t('ownership.history')}
        </Title>
        <History />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="ownership-permissions-title">
        <Title order={2} size="h3" id="ownership-permissions-title">
          {t('ownership.permissionsTitle')}
        </Title>
        <Text size="sm">{t('ownership.permissionsText')}</Text>
      </Stack>
    </Stack>
  );
}
