import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import '../transfers-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTH_CODE_PATTERN, type TransferCheckView } from '@common/api/transfer.contract';
import { LOCALES, type Language } from '@common/i18n/languages';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { useAddTransfer } from '../api/add-transfer';
import { checkTransfer } from '../api/check-transfer';

function formatDay(value: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));
}

/**
 * Transfer a domain in: the name and its auth code. The shop first asks the registry whether the
 * name can move (registered elsewhere, no transfer lock, not within 60 days of its registration or
 * last transfer) and says why not, with the date when it is the 60-day lock; then the transfer
 * goes into the register cart, where the checkout pays it. The auth code is checked for its form
 * here and by the registry before the cart takes it; the registry's refusal (or the wait after
 * too many wrong codes) is shown under the field.
 */
export function TransferForm({ initialDomain = '' }: { initialDomain?: string }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const [domain, setDomain] = useState(initialDomain);
  const [authCode, setAuthCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ domain?: string; authCode?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [added, setAdded] = useState<TransferCheckView | null>(null);
  const add = useAddTransfer();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setAdded(null);
    const name = domain.trim();
    const code = authCode.trim();
    const errors: typeof fieldErrors = {};
    if (!name) errors.domain = t('transfers.form.required');
    if (!code) errors.authCode = t('transfers.form.authCodeRequired');
    else if (!AUTH_CODE_PATTERN.test(code)) errors.authCode = t('transfers.form.authCodeHint');
    setFieldErrors(errors);
    if (errors.domain || errors.authCode) return;
    setChecking(true);
    try {
      const check = await checkTransfer(name);
      if (!check.transferable) {
        const date = check.locked_until ? formatDay(check.locked_until, language) : '';
        setProblem(t(`transfers.form.problems.${check.problem ?? 'not-registered'}`, { domain: check.domain_utf8, date }));
        return;
      }
      await add.mutateAsync({ domain: check.domain, authCode: code });
      setAdded(check);
      setAuthCode('');
    } catch (error) {
      if (isApiRequestError(error) && error.errors[0]?.field === 'auth_code') setFieldErrors({ authCode: errorText(error, language) });
      else setProblem(errorText(error, language));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Stack gap="md" maw={560}>
      <Text>{t('transfers.form.intro')}</Text>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('transfers.form.domain')}
            description={t('transfers.form.domainHint')}
            value={domain}
            onChange={(event) => setDomain(event.currentTarget.value)}
            error={fieldErrors.domain}
            aria-invalid={fieldErrors.domain ? true : undefined}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <PasswordInput
            label={t('transfers.form.authCode')}
            description={t('transfers.form.authCodeHint')}
            value={authCode}
            onChange={(event) => setAuthCode(event.currentTarget.value)}
            error={fieldErrors.authCode}
            aria-invalid={fieldErrors.authCode ? true : undefined}
            autoComplete="off"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            required
          />
          <Group>
            <Button type="submit" loading={checking}>
              {t('transfers.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <div aria-live="polite">
        {problem && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {problem}
          </Alert>
        )}
        {added && (
          <Alert color={STATUS_COLORS.success}>
            <Stack gap="xs">
              <Text fw={600}>{t('transfers.form.added', { domain: added.domain_utf8 })}</Text>
              {added.price && <Text size="sm">{t('transfers.form.price', { price: added.price.display_total })}</Text>}
              <Group>
                <Button component={Link} to={paths.cartOverview.getHref()} size="sm">
                  {t('transfers.form.toCart')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </div>
    </Stack>
  );
}
