import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '@common/api/session.contract';
import type { Currency } from '@common/money/currency';
import { MAILBOX_LEVELS } from '@common/mail/mailbox-levels';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { titledAlert } from '@web/components/ui/alert-colors';
import { CenteredLoader } from '@web/components/ui/centered-loader';
import { LoadError } from '@web/components/ui/load-error';
import { PasswordField } from '@web/features/session/components/password-field';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useFormatPrice } from '@web/features/session/hooks/use-format-price';
import { queryKeys } from '@web/lib/query-keys';
import { useAddMailboxToCart } from '../api/add-mailbox-to-cart';
import { useCreateMailbox } from '../api/create-mailbox';
import { useMailDomainChoices } from '../api/get-domain-choices';
import { useMailboxPrices } from '../api/get-mailbox-prices';
import { useMailboxValidation, useValidateMailbox, type MailboxDraft } from '../api/validate-mailbox';
import { mailboxFieldErrors } from '../form-errors';
import { formatBytes, parseLocalPart } from '../mailbox-rules';
import { PasswordStrengthMeter } from './password-strength';
import '../mailboxes-texts';

/** How long typing must pause before the server is asked about the address. */
const CHECK_DELAY_MS = 400;
const FIELDS = ['domain', 'name', 'level', 'password'] as const;

/**
 * Adds a mailbox to one of the customer's domains (spec §2.1 /user/domain/add/mailbox/:domain?/:info?).
 * The local part is checked on the fly, first by spec §5's pattern here, then by
 * `POST /vmail/validate/mailbox`, which also says how the mailbox comes about: directly, into a
 * mailbox the domain has paid for and not used, or through the cart and a payment.
 *
 * `domain` preselects the domain (U- or A-label). `info` carries a suggested local part (a link
 * "add info@ to example.de" is `/user/domain/add/mailbox/example.de/info`); one that the pattern
 * refuses is ignored rather than shown as an error the customer did not make.
 */
export function AddMailboxForm({ domain: domainParam, info }: { domain?: string; info?: string }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const format = useFormatPrice();
  const choices = useMailDomainChoices();
  const prices = useMailboxPrices();
  const validate = useValidateMailbox();
  const create = useCreateMailbox();
  const addToCart = useAddMailboxToCart();
  const meterId = useId();

  const [chosenDomain, setChosenDomain] = useState<string | null>(null);
  const [name, setName] = useState(() => (info ? (parseLocalPart(info) ?? '') : ''));
  const [level, setLevel] = useState<1 | 2>(1);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const domains = choices.data ?? [];
  const wanted = domainParam?.trim().toLowerCase();
  const preselected = wanted
    ? domains.find((domain) => domain.domain === wanted || domain.domain_utf8.toLowerCase() === wanted)
    : undefined;
  const domain = chosenDomain ?? preselected?.domain ?? (wanted ? '' : (domains[0]?.domain ?? ''));
  const domainUtf8 = domains.find((entry) => entry.domain === domain)?.domain_utf8 ?? domain;

  const parsedName = parseLocalPart(name);
  const passwordLength = [...password].length;
  const passwordFits = passwordLength >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
  const draft: MailboxDraft | null =
    domain && parsedName ? { domain, name: parsedName, level, ...(passwordFits ? { password } : {}) } : null;
  const [debouncedDraft] = useDebouncedValue(draft, CHECK_DELAY_MS);
  const check = useMailboxValidation(debouncedDraft);

  const pending = validate.isPending || create.isPending || addToCart.isPending;
  const submitError = validate.error ?? create.error ?? addToCart.error;
  // The submit's answer wins; otherwise the check while typing speaks, once the form still holds
  // what it checked. How the mailbox comes about does not depend on the password, so the verdict
  // stays while a new password is being checked.
  const sameAddress =
    debouncedDraft !== null &&
    draft !== null &&
    debouncedDraft.domain === draft.domain &&
    debouncedDraft.name === draft.name &&
    debouncedDraft.level === draft.level;
  const checkFresh = sameAddress && debouncedDraft.password === draft.password;
  const serverErrors = mailboxFieldErrors(submitError ?? (checkFresh ? check.error : null), language, FIELDS);

  const nameError =
    name !== '' && parsedName === null
      ? t('mailboxes.add.nameInvalid')
      : submitted && name === ''
        ? t('mailboxes.add.nameRequired')
        : serverErrors.field.name;
  const passwordError = submitted && !passwordFits ? t('mailboxes.password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined;
  const mismatch = submitted && confirmation !== password ? t('mailboxes.password.mismatch') : undefined;

  function resetCalls() {
    validate.reset();
    create.reset();
    addToCart.reset();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!domain || !parsedName || !passwordFits || confirmation !== password) return;
    const full = { domain, name: parsedName, level, password };
    try {
      const verdict = await validate.mutateAsync(full);
      if (verdict.mode === 'direct') {
        await create.mutateAsync(full);
        snackbar.success(t('mailboxes.add.created', { address: verdict.address }));
        await navigate(paths.myMailboxes.getHref());
      } else {
        await addToCart.mutateAsync(full);
        snackbar.success(t('mailboxes.add.inCart', { address: verdict.address }));
        await queryClient.invalidateQueries({ queryKey: queryKeys.mailboxes });
        await navigate(paths.cartOverview.getHref());
      }
    } catch {
      // The failed call's message is shown at its field or above the button.
    }
  }

  if (choices.isPending) return <CenteredLoader />;
  if (choices.isError) return <LoadError error={choices.error} onRetry={() => void choices.refetch()} retrying={choices.isFetching} />;
  if (domains.length === 0) {
    return (
      <Alert {...titledAlert('info')} title={t('mailboxes.add.noDomainsTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('mailboxes.add.noDomains')}</Text>
          <Button component={Link} to={paths.searchDomain.getHref()} size="xs">
            {t('mailboxes.add.findDomain')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  // While a new check runs, the previous answer stays only if it is about the same address (a new password).
  const verdict =
    sameAddress && !check.isError && (!check.isPlaceholderData || check.data?.address === `${parsedName}@${domainUtf8}`)
      ? check.data
      : undefined;
  const priceOf = (value: 1 | 2) => {
    const service = prices.data?.[value];
    if (!service) return null;
    return service.price.total === 0
      ? t('mailboxes.features.included')
      : t('mailboxes.add.perYear', { price: format({ amount: service.price.total, currency: service.price.currency }) });
  };

  return (
    <form onSubmit={handleSubmit} noValidate style={{ maxWidth: 640 }}>
      <Stack gap="lg">
        <NativeSelect
          label={t('mailboxes.add.domain')}
          description={t('mailboxes.add.domainHint')}
          value={domain}
          onChange={(event) => {
            setChosenDomain(event.currentTarget.value);
            resetCalls();
          }}
          data={[
            ...(domain === '' ? [{ value: '', label: t('mailboxes.add.chooseDomain'), disabled: true }] : []),
            ...domains.map((entry) => ({ value: entry.domain, label: entry.domain_utf8 })),
          ]}
          error={
            (wanted && !preselected && chosenDomain === null ? t('mailboxes.add.domainNotYours', { domain: domainParam }) : undefined) ??
            serverErrors.field.domain ??
            (submitted && !domain ? t('mailboxes.add.domainRequired') : undefined)
          }
          required
        />
        <TextInput
          label={t('mailboxes.add.name')}
          description={t('mailboxes.add.nameHint')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            resetCalls();
          }}
          rightSection={domainUtf8 ? <Text size="sm" c="dimmed" pr="xs">{`@${domainUtf8}`}</Text> : undefined}
          rightSectionWidth="auto"
          rightSectionPointerEvents="none"
          error={nameError}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
        />
        <Radio.Group
          label={t('mailboxes.add.level')}
          description={t('mailboxes.add.levelHint')}
          value={String(level)}
          onChange={(value) => (setLevel(value === '2' ? 2 : 1), resetCalls())}
          error={serverErrors.field.level}
        >
          <Stack gap="xs" mt="xs">
            {([1, 2] as const).map((value) => (
              <Radio
                key={value}
                value={String(value)}
                label={
                  <Group gap="xs" component="span">
                    <Text span fw={600}>
                      {t(`mailboxes.levels.${value}`)}
                    </Text>
                    {priceOf(value) && <Text span>{priceOf(value)}</Text>}
                  </Group>
                }
                description={t('mailboxes.add.levelLimits', {
                  quota: formatBytes(MAILBOX_LEVELS[value].quotaBytes, language),
                  aliases: MAILBOX_LEVELS[value].aliases,
                  appPasswords: MAILBOX_LEVELS[value].appPasswords,
                  message: formatBytes(MAILBOX_LEVELS[value].messageBytes, language),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Stack gap="xs">
          <PasswordField
            label={t('mailboxes.password.new')}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              resetCalls();
            }}
            error={passwordError}
            aria-describedby={meterId}
            autoComplete="new-password"
            required
          />
          <PasswordStrengthMeter password={password} id={meterId} serverMessage={serverErrors.field.password} />
        </Stack>
        <PasswordField
          label={t('mailboxes.password.confirm')}
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          error={mismatch}
          autoComplete="new-password"
          required
        />

        <div aria-live="polite">
          {verdict && (
            <Alert {...titledAlert('success')} title={t('mailboxes.add.available', { address: verdict.address })}>
              <Text size="sm">
                {verdict.mode === 'direct'
                  ? t('mailboxes.add.direct')
                  : verdict.price
                    ? t('mailboxes.add.cart', {
                        price: format({ amount: verdict.price.net, currency: verdict.price.currency as Currency }),
                        count: verdict.price.years,
                      })
                    : t('mailboxes.add.cartNoPrice')}
              </Text>
            </Alert>
          )}
          {check.isFetching && draft !== null && (
            <Text size="sm" c="dimmed">
              {t('mailboxes.add.checking')}
            </Text>
          )}
        </div>
        {serverErrors.form && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {serverErrors.form}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {verdict?.mode === 'cart'
              ? t('mailboxes.add.submitCart')
              : verdict?.mode === 'direct'
                ? t('mailboxes.add.submitDirect')
                : t('mailboxes.add.submit')}
          </Button>
          <Button component={Link} to={paths.myMailboxes.getHref()} variant="default">
            {t('mailboxes.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
