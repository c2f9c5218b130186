import { useId } from 'react';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WhoisAnswer, WhoisRecord } from '@common/api/whois.contract';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { currentLanguage } from '@web/i18n/i18n';
import { countryName, formatWhoisDate, listOf, REDACTED_FIELD_KEYS } from '../whois-format';
import classes from './whois-result.module.css';
import '../whois-texts';

/** The answer of a WHOIS query: the registration data, or what the name's state is. */
export function WhoisResult({ answer }: { answer: WhoisAnswer }) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = answer.domain_utf8;
  const statusColor = answer.status === 'available' ? 'green' : answer.status === 'registered' ? 'red' : 'gray';

  return (
    <section aria-labelledby={titleId} className={classes.result}>
      <Group gap="sm" mb="md" wrap="wrap">
        <Title order={2} id={titleId} className={classes.domain}>
          {name}
        </Title>
        <Badge
          variant="light"
          size="lg"
          color={statusColor}
          c="gray.9"
          leftSection={<span className={classes.dot} style={{ backgroundColor: `var(--mantine-color-${statusColor}-filled)` }} />}
          className={classes.badge}
        >
          {t(`whois.status.${answer.status}`)}
        </Badge>
      </Group>

      {answer.status === 'registered' && answer.record ? (
        <RegisteredRecord record={answer.record} />
      ) : answer.status === 'available' ? (
        <Stack gap="sm" align="flex-start">
          <Text>{t('whois.available.text', { domain: name })}</Text>
          <Button component={Link} to={paths.searchDomainTerm.getHref(name)} leftSection={<IconSearch size={18} aria-hidden />}>
            {t('whois.available.register')}
          </Button>
        </Stack>
      ) : (
        <Alert color={STATUS_COLORS.info} role="status">
          {t(answer.status === 'reserved' ? 'whois.reserved' : 'whois.unsupported', { domain: name })}
        </Alert>
      )}

      <details className={classes.raw}>
        <summary>{t('whois.raw')}</summary>
        <pre className={classes.pre}>{answer.text}</pre>
      </details>
    </section>
  );
}

function RegisteredRecord({ record }: { record: WhoisRecord }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const registrant = record.registrant;
  const redacted =
    registrant?.redacted.map((field) => (REDACTED_FIELD_KEYS[field] ? t(`whois.redacted.${REDACTED_FIELD_KEYS[field]}`) : field)) ?? [];

  return (
    <>
      <dl className={classes.list}>
        <dt>{t('whois.field.registrar')}</dt>
        <dd>
          {record.registrar_url ? (
            <Anchor href={record.registrar_url} rel="noopener noreferrer nofollow">
              {record.registrar}
            </Anchor>
          ) : (
            record.registrar
          )}
        </dd>
        {record.registrar_iana_id !== null && (
          <>
            <dt>{t('whois.field.ianaId')}</dt>
            <dd className={classes.number}>{record.registrar_iana_id}</dd>
          </>
        )}
        <dt>{t('whois.field.created')}</dt>
        <dd>
          <time dateTime={record.created}>{formatWhoisDate(record.created, language)}</time>
        </dd>
        <dt>{t('whois.field.updated')}</dt>
        <dd>
          <time dateTime={record.updated}>{formatWhoisDate(record.updated, language)}</time>
        </dd>
        <dt>{t('whois.field.expires')}</dt>
        <dd>
          <time dateTime={record.expires}>{formatWhoisDate(record.expires, language)}</time>
        </dd>
        <dt>{t('whois.field.statuses')}</dt>
        <dd>
          {record.statuses.length > 0 ? (
            <ul className={classes.inlineList}>
              {record.statuses.map((status) => (
                <li key={status}>
                  <Badge variant="outline" color="gray" c="gray.9" size="lg" className={classes.statusBadge}>
                    {status}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            t('whois.none')
          )}
        </dd>
        <dt>{t('whois.field.nameservers')}</dt>
        <dd>
          {record.nameservers.length > 0 ? (
            <ul className={classes.plainList}>
              {record.nameservers.map((nameserver) => (
                <li key={nameserver}>{nameserver}</li>
              ))}
            </ul>
          ) : (
            t('whois.none')
          )}
        </dd>
        <dt>{t('whois.field.dnssec')}</dt>
        <dd>{t(record.dnssec ? 'whois.dnssec.signed' : 'whois.dnssec.unsigned')}</dd>
        {registrant && (
          <>
            <dt>{t('whois.field.organization')}</dt>
            <dd>{registrant.organization ?? t('whois.notPublished')}</dd>
            <dt>{t('whois.field.stateOrProvince')}</dt>
            <dd>{registrant.state_or_province ?? t('whois.notPublished')}</dd>
            <dt>{t('whois.field.country')}</dt>
            <dd>{countryName(registrant.country, language)}</dd>
          </>
        )}
      </dl>
      {redacted.length > 0 && (
        <Text size="sm" c="dimmed" mt="md" maw="42rem">
          {t('whois.redactedNote', { fields: listOf(redacted, language) })}
        </Text>
      )}
    </>
  );
}
