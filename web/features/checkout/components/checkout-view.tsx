import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentRegistrant, PaymentMethodName, PaymentOption, RegistrantContact } from '@common/api/payment.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { formatMoney, formatVatRate } from '@common/money/money';
import { paths } from '@web/app/paths';
import { titledAlert } from '@web/components/ui/alert-colors';
import { LoadError } from '@web/components/ui/load-error';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization, useUser } from '@web/features/session/hooks/use-session';
import { allCartsQueryOptions } from '@web/lib/api/cart-api';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { usePayInit } from '../api/get-pay-init';
import { savePaySettings } from '../api/save-pay-settings';
import { preselectedMethod } from '../checkout-rules';
import '../checkout-texts';
import { useCheckoutCommit, type CheckoutType } from '../hooks/use-checkout-commit';
import { ContactForm } from './contact-form';
import { PaymentMethodChoice } from './payment-method-choice';
import { PriceChangedNotice } from './price-changed-notice';
import { QuoteSummary } from './quote-summary';
import { TermsCheckbox } from './terms-checkbox';
import { WithdrawalConsentCheckbox } from './withdrawal-consent-checkbox';

function ContactSummary({ contact }: { contact: RegistrantContact }) {
  return (
    <Text component="address" size="sm" style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {[
        contact.name,
        contact.org,
        ...contact.street,
        `${contact.postal_code} ${contact.city}`.trim(),
        contact.state,
        contact.country,
        contact.phone,
        contact.email,
      ]
        .filter(Boolean)
        .join('\n')}
    </Text>
  );
}

/**
 * The registrants a renewal or restore keeps, read-only: one address per registrant, under the
 * names it holds (names with the same registrant share one).
 */
function UnchangedRegistrants({ registrants }: { registrants: CurrentRegistrant[] }) {
  const groups = new Map<string, { contact: RegistrantContact; names: string[] }>();
  for (const entry of registrants) {
    const key = JSON.stringify(entry.contact);
    const group = groups.get(key) ?? { contact: entry.contact, names: [] };
    group.names.push(entry.domain_utf8);
    groups.set(key, group);
  }
  return (
    <Stack gap="xs">
      {[...groups.values()].map((group) => (
        <Card withBorder padding="md" key={group.names.join(' ')}>
          <Stack gap={4}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {group.names.join(', ')}
            </Text>
            <ContactSummary contact={group.contact} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** What each checkout says when its cart section is empty. */
const EMPTY_TEXTS: Record<CheckoutType, { title: string; text: string; action: string }> = {
  register: { title: 'checkout.empty.title', text: 'checkout.empty.text', action: 'checkout.empty.search' },
  renew: { title: 'checkout.empty.renewTitle', text: 'checkout.empty.renewText', action: 'checkout.empty.renewAction' },
  rgp: { title: 'checkout.empty.rgpTitle', text: 'checkout.empty.rgpText', action: 'checkout.empty.rgpAction' },
};

/** Where each checkout's "change the cart" and empty-state links lead. */
const SECTION_LINKS: Record<CheckoutType, { cart: string; empty: string }> = {
  register: { cart: paths.cartOverview.getHref(), empty: paths.searchDomain.getHref() },
  renew: { cart: paths.domainRenewOverview.getHref(), empty: paths.domainRenew.getHref() },
  rgp: { cart: paths.domainRgpOverview.getHref(), empty: paths.domainRestoreRgp.getHref() },
};

/**
 * The checkout of a cart section (spec §4 payment flow, §7): the quote, the registrant contact,
 * the payment method, the terms, then one commit. Each step is a server call; the page shows what
 * the server answered and never a success it did not confirm.
 */
export function CheckoutView({ type = 'register' }: { type?: CheckoutType }) {
  const { t } = useTranslation();
  const { language, country } = useLocalization();
  const user = useUser();
  const init = usePayInit(type);
  const commit = useCheckoutCommit(type);
  const [contact, setContact] = useState<RegistrantContact | null>(null);
  const [editingContact, setEditingContact] = useState(true);
  const [options, setOptions] = useState<PaymentOption[] | null>(null);
  const [method, setMethod] = useState<PaymentMethodName | null | undefined>(undefined);
  const [terms, setTerms] = useState(false);
  // The consent to the start before the withdrawal period ends (decision 061); the server refuses the commit without it.
  const [withdrawal, setWithdrawal] = useState(false);
  const [problems, setProblems] = useState<{ contact?: string; method?: string; terms?: string; withdrawal?: string }>({});
  // Without a billing address the contact's country decides the VAT (decision 072): a changed rate is said before paying.
  const [vatMoved, setVatMoved] = useState<number | null>(null);
  const settings = useMutation({ mutationFn: (next: PaymentMethodName) => savePaySettings(type, next) });
  // An earlier order of this section still waiting for its bank transfer is replaced by this one (decision 071).
  const carts = useQuery({ ...allCartsQueryOptions(), enabled: user !== null });
  const replaced = carts.data?.[type].awaiting_transfers ?? [];

  if (init.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('checkout.loading')}>
        <Skeleton height={140} />
        <Skeleton height={260} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (init.isError)
    return <LoadError error={init.error} onRetry={() => void init.refetch()} retrying={init.isFetching} title={t('checkout.loadError')} />;

  const data = init.data;
  const quote = data.quote;
  if (!quote || quote.lines.length === 0) {
    return (
      <Card withBorder padding="lg">
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{t(EMPTY_TEXTS[type].title)}</Text>
          <Text>{t(EMPTY_TEXTS[type].text)}</Text>
          <Button component={Link} to={SECTION_LINKS[type].empty} leftSection={<IconSearch size={16} aria-hidden />}>
            {t(EMPTY_TEXTS[type].action)}
          </Button>
        </Stack>
      </Card>
    );
  }

  const currentOptions = options ?? data.options;
  const chosen = method === undefined ? preselectedMethod(currentOptions, data.selected_method) : method;
  const saved = contact !== null && !editingContact;
  // A renewal or restore of the user's own names keeps their registrants: nothing to enter.
  const unchanged = type !== 'register' && data.details.registrants ? data.details.registrants : null;
  // The button names the amount charged, in the billing currency (a display currency is only an approximation).
  const charged = formatMoney({ amount: quote.gross, currency: quote.currency }, language);

  function choose(next: PaymentMethodName) {
    const before = chosen;
    setProblems((current) => ({ ...current, method: undefined }));
    // Shown at once; a refusal of the server puts the previous choice back.
    setMethod(next);
    settings.mutate(next, {
      onSuccess: (result) => {
        setMethod(result.selected_method);
        setOptions(result.options);
      },
      onError: (failure) => {
        setMethod(before);
        // No longer offered (a bank transfer too close to a name's delete day): the options are
        // read again, so the method shows as unavailable with its reason.
        if (isApiRequestError(failure) && failure.code === ErrorCode.PaymentMethodUnavailable) {
          setOptions(null);
          void init.refetch();
        }
      },
    });
  }

  function handlePay() {
    const found = {
      contact: saved || unchanged ? undefined : t('checkout.errors.contact'),
      method: chosen && currentOptions.find((option) => option.method === chosen)?.available ? undefined : t('checkout.errors.method'),
      terms: terms ? undefined : t('checkout.errors.terms'),
      withdrawal: withdrawal ? undefined : t('checkout.errors.withdrawal'),
    };
    setProblems(found);
    if (found.contact || found.method || found.terms || found.withdrawal || !quote) return;
    commit.pay(quote);
  }

  const busy = commit.pending || settings.isPending;

  return (
    <Stack gap="xl">
      <Stack component="section" aria-labelledby="checkout-order" gap="sm">
        <Title order={2} size="h3" id="checkout-order">
          {t('checkout.quote.title')}
        </Title>
        {commit.priceChange && <PriceChangedNotice before={commit.priceChange.before} after={quote} />}
        {vatMoved !== null && (
          <Alert {...titledAlert('info')} title={t('checkout.vatFromContact.title')}>
            {t('checkout.vatFromContact.text', { rate: formatVatRate(vatMoved, language) })}
          </Alert>
        )}
        {replaced.length > 0 && (
          <Alert {...titledAlert('warning')} title={t('checkout.replacesWaiting.title')}>
            {t('checkout.replacesWaiting.text', { references: replaced.map((order) => order.reference).join(', ') })}
          </Alert>
        )}
        <QuoteSummary quote={quote} />
        <Group gap="xs">
          <Anchor component={Link} to={SECTION_LINKS[type].cart} size="sm">
            {t('checkout.editCart')}
          </Anchor>
        </Group>
      </Stack>

      <Stack component="section" aria-labelledby="checkout-contact" gap="sm">
        <Title order={2} size="h3" id="checkout-contact">
          {t('checkout.contact.title')}
        </Title>
        <Text size="sm" c="dimmed" maw="45rem">
          {unchanged
            ? t(type === 'rgp' ? 'checkout.contact.unchangedRestore' : 'checkout.contact.unchangedRenew')
            : t('checkout.contact.intro')}
        </Text>
        {problems.contact && (
          <Text size="sm" c="red" role="alert">
            {problems.contact}
          </Text>
        )}
        {unchanged ? (
          <UnchangedRegistrants registrants={unchanged} />
        ) : saved ? (
          <Card withBorder padding="md">
            <Group justify="space-between" align="flex-start">
              <ContactSummary contact={contact} />
              <Button variant="default" size="xs" onClick={() => setEditingContact(true)} disabled={busy}>
                {t('checkout.contact.change')}
              </Button>
            </Group>
          </Card>
        ) : (
          <ContactForm
            type={type}
            initial={contact ?? data.details.contact}
            fallback={{ country, email: user?.login ?? '' }}
            onSaved={(next, paymentOptions) => {
              setContact(next);
              setEditingContact(false);
              setOptions(paymentOptions);
              setProblems((current) => ({ ...current, contact: undefined }));
              const rateBefore = quote.vat_rate;
              void init.refetch().then((next) => {
                const rate = next.data?.quote?.vat_rate;
                if (rate !== undefined && rate !== rateBefore) setVatMoved(rate);
              });
            }}
          />
        )}
      </Stack>

      <Stack component="section" aria-labelledby="checkout-payment" gap="md">
        <Title order={2} size="h3" id="checkout-payment">
          {t('checkout.method.title')}
        </Title>
        {settings.isError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(settings.error, language)}
          </Alert>
        )}
        <PaymentMethodChoice
          options={currentOptions}
          account={data.account}
          value={chosen}
          onChange={choose}
          disabled={busy}
          error={problems.method}
        />
        {data.footnotes.length > 0 && (
          <List size="sm" c="dimmed" spacing={4} aria-label={t('checkout.footnotes')}>
            {data.footnotes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        )}
        <TermsCheckbox
          label={data.terms.text}
          termsUrl={data.terms.url}
          checked={terms}
          error={problems.terms}
          onChange={(checked) => {
            setTerms(checked);
            if (checked) setProblems((current) => ({ ...current, terms: undefined }));
          }}
        />
        <WithdrawalConsentCheckbox
          checked={withdrawal}
          error={problems.withdrawal}
          onChange={(checked) => {
            setWithdrawal(checked);
            if (checked) setProblems((current) => ({ ...current, withdrawal: undefined }));
          }}
        />
        {commit.error && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {commit.error}
          </Alert>
        )}
        <div>
          <Button size="md" leftSection={<IconLock size={18} aria-hidden />} onClick={handlePay} loading={commit.pending} disabled={busy}>
            {commit.priceChange ? t('checkout.payConfirm', { amount: charged }) : t('checkout.pay', { amount: charged })}
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}
