import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import '../profile-texts';
import { Button, Group, Image, Stack, Text, TextInput, type ButtonProps } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { totpCodeSchema, type ProfileGeneral, type TwoFactorSetupResult } from '@common/api/account.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { DESTRUCTIVE_COLOR } from '../colors';
import { ProfilePasswordField } from './profile-password-field';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { splitServerError } from '../form-errors';
import { profileKeys } from '../profile-keys';
import { ProfileSection } from './profile-section';
import { RecoveryCodes } from './recovery-codes';
import { StatusBadge } from './status-badge';

type Step = { name: 'off' } | { name: 'password' } | { name: 'scan'; setup: TwoFactorSetupResult } | { name: 'codes'; codes: string[] };

/** The QR code as an image: the SVG never enters the page's DOM, so nothing in it can run. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The secret in groups of four, as authenticator apps show it, easier to type by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Two-factor login: turning it on takes the password, a scan of the QR code (or the secret typed
 * in), and a first code; the ten recovery codes are then shown once. Turning it off takes the
 * password and a code. While it is on, new recovery codes replace the old ones (password and an
 * app code).
 */
export function TwoFactorPanel({ profile }: { profile: ProfileGeneral }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'off' });
  const status = useRef<HTMLDivElement>(null);

  // A step's controls disappear with it; focus goes back to the status line instead of the page's start.
  function close() {
    setStep({ name: 'off' });
    requestAnimationFrame(() => status.current?.focus());
  }

  function handleDone() {
    close();
    void queryClient.invalidateQueries({ queryKey: profileKeys.general });
  }

  let content;
  if (step.name === 'codes') content = <RecoveryCodes codes={step.codes} onDone={handleDone} />;
  else if (profile.two_factor)
    content = (
      <Stack gap="xl">
        <RenewCodesForm onRenewed={(codes) => setStep({ name: 'codes', codes })} />
        <DisableForm />
      </Stack>
    );
  else if (step.name === 'password') content = <PasswordStep onCancel={close} onSetup={(setup) => setStep({ name: 'scan', setup })} />;
  else if (step.name === 'scan')
    content = <ScanStep setup={step.setup} onCancel={close} onEnabled={(codes) => setStep({ name: 'codes', codes })} />;
  else
    content = (
      <Button onClick={() => setStep({ name: 'password' })} style={{ alignSelf: 'flex-start' }}>
        {t('profile.twoFactor.start')}
      </Button>
    );

  const on = profile.two_factor || step.name === 'codes';
  return (
    <ProfileSection title={t('profile.twoFactor.title')} description={t('profile.twoFactor.description')}>
      <Stack gap="md">
        <Group gap="xs" ref={status} tabIndex={-1} style={{ alignSelf: 'flex-start' }}>
          <Text size="sm">{t('profile.twoFactor.state')}</Text>
          <StatusBadge color={on ? STATUS_COLORS.success : 'gray'}>
            {on ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
          </StatusBadge>
        </Group>
        {content}
      </Stack>
    </ProfileSection>
  );
}

function PasswordStep({ onSetup, onCancel }: { onSetup: (setup: TwoFactorSetupResult) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const setup = useSetupTwoFactor();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLInputElement>(null);
  // The step opens on the user's request; its one field takes the focus.
  useEffect(() => field.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setError(t('profile.errors.passwordRequired'));
      return;
    }
    setError(undefined);
    setup.mutate(password, { onSuccess: onSetup, onError: (failure) => setError(splitServerError(failure, [], language).message) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw="28rem">
        <Text size="sm">{t('profile.twoFactor.passwordStep')}</Text>
        <ProfilePasswordField
          label={t('profile.currentPassword')}
          name="password"
          autoComplete="current-password"
          ref={field}
          value={password}
          error={error}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group gap="sm">
          <Button type="submit" loading={setup.isPending}>
            {t('profile.twoFactor.continue')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={setup.isPending}>
            {t('profile.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ScanStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetupResult;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const intro = useRef<HTMLParagraphElement>(null);
  // Focus moves to the instructions, so they, the QR code and the secret are read in order.
  useEffect(() => intro.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(t('profile.twoFactor.codeInvalid'));
      return;
    }
    setError(undefined);
    enable.mutate(parsed.data, {
      onSuccess: ({ recovery_codes }) => {
        snackbar.success(t('profile.twoFactor.enabled'));
        onEnabled(recovery_codes);
      },
      onError: (failure) => setError(splitServerError(failure, [], language).message),
    });
  }

  return (
    <Stack gap="md">
      <Text size="sm" ref={intro} tabIndex={-1}>
        {t('profile.twoFactor.scan')}
      </Text>
      <Image src={svgDataUrl(setup.qr_svg)} alt={t('profile.twoFactor.qrAlt')} w={200} h={200} fit="contain" />
      <TextInput
        label={t('profile.twoFactor.secret')}
        description={t('profile.twoFactor.secretHint')}
        value={groupSecret(setup.secret)}
        readOnly
        maw="28rem"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md" maw="28rem">
          <TextInput
            label={t('profile.twoFactor.code')}
            description={t('profile.twoFactor.codeHint')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            error={error}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Group gap="sm">
            <Button type="submit" loading={enable.isPending}>
              {t('profile.twoFactor.enable')}
            </Button>
            <Button variant="default" onClick={onCancel} disabled={enable.isPending}>
              {t('profile.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function RenewCodesForm({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const renew = useRenewRecoveryCodes();
  return (
    <PasswordAndCodeForm
      title={t('profile.twoFactor.renewTitle')}
      hint={t('profile.twoFactor.renewHint')}
      name="renew"
      codeLabel={t('profile.twoFactor.code')}
      codeDescription={t('profile.twoFactor.codeHint')}
      checkCode={(code) => {
        const parsed = totpCodeSchema.safeParse(code);
        return parsed.success ? { code: parsed.data } : { error: t('profile.twoFactor.codeInvalid') };
      }}
      submitLabel={t('profile.twoFactor.renew')}
      submitProps={{ variant: 'default' }}
      pending={renew.isPending}
      onSubmit={(input, done) => renew.mutate(input, { onSuccess: (result) => onRenewed(result.recovery_codes), onError: done })}
    />
  );
}

function DisableForm() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  return (
    <PasswordAndCodeForm
      hint={t('profile.twoFactor.disableHint')}
      name="disable"
      codeLabel={t('profile.twoFactor.codeOrRecovery')}
      checkCode={(code) => (code.trim().length >= 6 ? { code: code.trim() } : { error: t('profile.twoFactor.codeOrRecoveryRequired') })}
      submitLabel={t('profile.twoFactor.disable')}
      submitProps={{ color: DESTRUCTIVE_COLOR }}
      pending={disable.isPending}
      onSubmit={(input, done) =>
        disable.mutate(input, { onSuccess: () => snackbar.success(t('profile.twoFactor.disabled')), onError: done })
      }
    />
  );
}

interface PasswordAndCodeFormProps {
  title?: string;
  hint: string;
  /** Distinguishes the fields of two such forms on one page. */
  name: string;
  codeLabel: string;
  codeDescription?: string;
  /** The code to send, or the error to show at the field. */
  checkCode: (code: string) => { code: string; error?: undefined } | { code?: undefined; error: string };
  submitLabel: string;
  submitProps: ButtonProps;
  pending: boolean;
  /** Sends the input; `failed` is called with the error of a refused call. */
  onSubmit: (input: { password: string; code: string }, failed: (error: unknown) => void) => void;
}

/** Password and a second-factor code, the proof that changing two-factor login takes. */
function PasswordAndCodeForm({
  title,
  hint,
  name,
  codeLabel,
  codeDescription,
  checkCode,
  submitLabel,
  submitProps,
  pending,
  onSubmit,
}: PasswordAndCodeFormProps) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const titleId = useId();
  const [values, setValues] = useState({ password: '', code: '' });
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = checkCode(values.code);
    const next = { password: values.password ? undefined : t('profile.errors.passwordRequired'), code: code.error };
    setErrors(next);
    if (next.password || code.code === undefined) return;
    onSubmit({ password: values.password, code: code.code }, (failure) => {
      const { field, message } = splitServerError(failure, ['password', 'code'] as const, language);
      setErrors({ [field ?? 'code']: message });
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby={title ? titleId : undefined}>
      <Stack gap="md" maw="28rem">
        {title && (
          <Text fw={600} id={titleId}>
            {title}
          </Text>
        )}
        <Text size="sm">{hint}</Text>
        <ProfilePasswordField
          label={t('profile.currentPassword')}
          name={`${name}-password`}
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => {
            const password = event.currentTarget.value;
            setValues((current) => ({ ...current, password }));
          }}
        />
        <TextInput
          label={codeLabel}
          description={codeDescription}
          name={`${name}-code`}
          autoComplete="one-time-code"
          maxLength={40}
          value={values.code}
          error={errors.code}
          onChange={(event) => {
            const code = event.currentTarget.value;
            setValues((current) => ({ ...current, code }));
          }}
        />
        <Button type="submit" {...submitProps} loading={pending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
