import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTACT_ROLES, type ContactView } from '@common/api/contact.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useContacts } from '../api/get-contacts';
import { formatDay } from '../contact-form-rules';
import { ContactEditForm } from './contact-edit-form';
import '../contacts-texts';

interface ContactsViewProps {
  /** The unverified addresses with their deadlines and a resend button (the profile's notice, spec §3, §5), shown above the lists. */
  unverified?: ReactNode;
}

type Editing = { kind: 'edit'; id: number } | { kind: 'add' } | null;

function Address({ contact }: { contact: ContactView }) {
  const { t } = useTranslation();
  const details = contact.details;
  if (!details) return <Text size="sm">{t('contacts.noDetails')}</Text>;
  return (
    <Text size="sm" component="address" style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {[
        details.name,
        details.org,
        ...details.street,
        `${details.postal_code} ${details.city}`,
        details.state,
        details.country,
        details.phone,
      ]
        .filter(Boolean)
        .join('\n')}
    </Text>
  );
}

function Verification({ contact }: { contact: ContactView }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  // Plain bold words in the text colour: the state's tints and shades missed axe's contrast ratio on the card.
  if (contact.verification === 'verified')
    return (
      <Text size="sm" fw={600}>
        {t('contacts.status.verified')}
      </Text>
    );
  const date = formatDay(contact.verify_by!, language);
  return (
    <Text size="sm" fw={600}>
      <time dateTime={contact.verify_by!}>{t(`contacts.status.${contact.verification}`, { date })}</time>
    </Text>
  );
}

function Domains({ contact }: { contact: ContactView }) {
  const { t } = useTranslation();
  if (contact.domains.length === 0) return null;
  const anySuspended = contact.domains.some((domain) => domain.suspended);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('contacts.domains')}
      </Text>
      <List size="sm" spacing={4} listStyleType="none" withPadding={false}>
        {contact.domains.map((domain) => (
          <List.Item key={domain.domain}>
            <Group gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {domain.domain_utf8}
              </Text>
              <Text size="sm" fw={700} td={domain.suspended ? 'underline' : undefined}>
                {domain.suspended ? t('contacts.suspended') : t('contacts.active')}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
      {anySuspended && (
        <Text size="sm" fw={600}>
          {t('contacts.suspendedHint')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The contacts page (spec §2.1 /user/contacts): the registrant, admin and tech contacts, each with
 * its address, the state of its e-mail verification (spec §3, ICANN's 15 days) and, for a
 * registrant, the names it holds and whether they are suspended; each can be edited, and the
 * unverified addresses are listed with their deadlines above.
 */
export function ContactsView({ unverified }: ContactsViewProps) {
  const { t } = useTranslation();
  const { language, country } = useLocalization();
  const contacts = useContacts();
  const [editing, setEditing] = useState<Editing>(null);
  const fallback = { country, email: '' };

  function saved(contact: ContactView, addressChanged: boolean) {
    setEditing(null);
    snackbar.success(addressChanged ? t('contacts.savedVerify', { email: contact.email }) : t('contacts.saved'));
  }

  if (contacts.isPending) return <Skeleton height={160} role="status" aria-label={t('contacts.roles.registrant')} />;
  if (contacts.isError) {
    return (
      <Alert color={STATUS_COLORS.error} role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('contacts.loadFailed', { reason: errorText(contacts.error, language) })}</Text>
          <Button
            size="xs"
            variant="light"
            color={STATUS_COLORS.error}
            onClick={() => void contacts.refetch()}
            loading={contacts.isFetching}
          >
            {t('contacts.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Text maw="45rem">{t('contacts.intro')}</Text>
      <Text size="sm" maw="45rem">
        {t('contacts.rule')}
      </Text>
      {unverified}
      {CONTACT_ROLES.map((role) => {
        const list = contacts.data.contacts.filter((contact) => contact.role === role);
        return (
          <Stack key={role} gap="sm" component="section" aria-labelledby={`contacts-${role}`}>
            <Title order={2} size="h3" id={`contacts-${role}`}>
              {t(`contacts.roles.${role}`)}
            </Title>
            {list.length === 0 && <Text size="sm">{t(`contacts.empty.${role}`)}</Text>}
            {list.map((contact) => (
              <Card
                key={contact.id}
                withBorder
                padding="md"
                component="article"
                aria-label={`${t(`contacts.roleName.${role}`)}: ${contact.email}`}
              >
                {editing?.kind === 'edit' && editing.id === contact.id ? (
                  <ContactEditForm contact={contact} fallback={fallback} onSaved={saved} onCancel={() => setEditing(null)} />
                ) : (
                  <Stack gap="sm">
                    <Group justify="space-between" align="flex-start" gap="sm">
                      <Stack gap={4}>
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {contact.email}
                        </Text>
                        <Verification contact={contact} />
                      </Stack>
                      <Button
                        variant="default"
                        size="xs"
                        onClick={() => setEditing({ kind: 'edit', id: contact.id })}
                        aria-label={t('contacts.editLabel', { email: contact.email })}
                      >
                        {t('contacts.edit')}
                      </Button>
                    </Group>
                    <Address contact={contact} />
                    <Domains contact={contact} />
                  </Stack>
                )}
              </Card>
            ))}
          </Stack>
        );
      })}
      {editing?.kind === 'add' ? (
        <Card withBorder padding="md">
          <ContactEditForm fallback={{ ...fallback, email: '' }} onSaved={saved} onCancel={() => setEditing(null)} />
        </Card>
      ) : (
        <div>
          <Button onClick={() => setEditing({ kind: 'add' })}>{t('contacts.add')}</Button>
        </div>
      )}
    </Stack>
  );
}
