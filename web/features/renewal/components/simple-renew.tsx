import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLogin, IconMailForward, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization, useUser } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { requestRenewalLink, useRenewLookup } from '../api/renew-api';
import { formatDate } from '@web/lib/format-date';
import '../renewal-texts';

const DOMAIN_MAX = 253;

/**
 * Simple renew (spec §2.1 `/domain/renew/simple`, open to visitors): a name is looked up; when it
 * is registered with the shop its expiry and the price of a year are shown. Its owner renews it
 * after logging in (decision 020), or anyone asks for a renewal link, which goes to the holder's
 * e-mail address and pays the renewal without logging in (decision 026).
 */
export function SimpleRenew() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const user = useUser();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [domain, setDomain] = useState<string | null>(null);
  const lookup = useRenewLookup(domain);
  const link = useMutation({ mutationFn: requestRenewalLink });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = text.trim().toLowerCase();
    if (name === '' || name.length > DOMAIN_MAX || !name.includes('.')) {
      setError(t('renewal.simple.invalid'));
      return;
    }
    setError(null);
    setDomain(name);
    link.reset();
  }

  const renewHref = (name: string) => paths.domainRenew.getHref(name);
  return (
    <Stack gap="lg" maw="40rem">
      <Text>{t('renewal.simple.intro')}</Text>
      <form onSubmit={handleSubmit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('renewal.simple.label')}
            placeholder="example.com"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            maxLength={DOMAIN_MAX}
            w={320}
            autoComplete="off"
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} aria-hidden />} loading={lookup.isFetching}>
            {t('renewal.simple.check')}
          </Button>
        </Group>
      </form>
      {domain !== null && lookup.isError && (
        <LoadError error={lookup.error} onRetry={() => void lookup.refetch()} retrying={lookup.isFetching} />
      )}
      {lookup.data && (
        <Card withBorder padding="lg" aria-live="polite">
          {lookup.data.registered_with_us ? (
            <Stack gap="xs" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('renewal.simple.found', { domain: lookup.data.domain_utf8 })}
              </Text>
              {lookup.data.expiry && <Text>{t('renewal.item.expires', { date: formatDate(lookup.data.expiry, language) })}</Text>}
              {lookup.data.price_per_year && <Text>{t('renewal.simple.price', { price: lookup.data.price_per_year.display_total })}</Text>}
              {lookup.data.in_redemption ? (
                <Alert color={STATUS_COLORS.error} p="xs">
                  {t('renewal.simple.redemption')}
                </Alert>
              ) : (
                <>
                  {!user && (
                    <Text size="sm" c="dimmed">
                      {t('renewal.simple.loginNeeded')}
                    </Text>
                  )}
                  <Group gap="sm">
                    {user ? (
                      <Button component={Link} to={renewHref(lookup.data.domain)} leftSection={<IconRefresh size={16} aria-hidden />}>
                        {t('renewal.simple.renew')}
                      </Button>
                    ) : (
                      <Button
                        component={Link}
                        to={paths.login.getHref(renewHref(lookup.data.domain))}
                        variant="default"
                        leftSection={<IconLogin size={16} aria-hidden />}
                      >
                        {t('renewal.simple.login')}
                      </Button>
                    )}
                    <Button
                      variant={user ? 'default' : 'filled'}
                      onClick={() => link.mutate(lookup.data.domain)}
                      loading={link.isPending}
                      disabled={link.isSuccess}
                      leftSection={<IconMailForward size={16} aria-hidden />}
                    >
                      {t('renewal.simple.sendLink')}
                    </Button>
                  </Group>
                  {link.isSuccess && (
                    <Alert color={STATUS_COLORS.success} role="status" p="xs">
                      {t('renewal.simple.linkSent', { domain: link.data.domain_utf8, hours: link.data.valid_hours })}
                    </Alert>
                  )}
                  {link.isError && (
                    <Alert color={STATUS_COLORS.error} role="alert" p="xs">
                      {errorText(link.error, language)}
                    </Alert>
                  )}
                </>
              )}
            </Stack>
          ) : (
            <Text>{t('renewal.simple.notFound', { domain: lookup.data.domain_utf8 })}</Text>
          )}
        </Card>
      )}
    </Stack>
  );
}
