import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, Code, CopyButton, Group, Menu, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import '../transfers-texts';
import { useTranslation } from 'react-i18next';
import type { CustomerDomainView } from '@common/api/customer-domain.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useGetAuthCode } from '../api/get-auth-code';
import { useSetTransferLock } from '../api/set-transfer-lock';
import { PrivacyDialog } from './privacy-dialog';

/** What the transfer entries of a domain's menu do. */
export type TransferAction = 'auth-code' | 'lock-on' | 'lock-off' | 'privacy';

/**
 * The transfer-out entries of a domain's actions menu: the auth code (after re-authentication),
 * the registrar lock (turning it off asks first) and WHOIS privacy. The menu closes on a click, so
 * the work happens in `useDomainTransferActions`, which lives as long as the row.
 */
export function TransferMenuItems({ domain, onAction }: { domain: CustomerDomainView; onAction: (action: TransferAction) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Menu.Divider />
      <Menu.Item onClick={() => onAction('auth-code')}>{t('transfers.out.authCode')}</Menu.Item>
      <Menu.Item onClick={() => onAction(domain.transfer_lock ? 'lock-off' : 'lock-on')}>
        {t(domain.transfer_lock ? 'transfers.out.lockOff' : 'transfers.out.lockOn')}
      </Menu.Item>
      <Menu.Item onClick={() => onAction('privacy')}>
        {t(domain.privacy ? 'transfers.out.privacyOff' : 'transfers.out.privacyOn')}
      </Menu.Item>
    </>
  );
}

/**
 * The transfer entries and their dialogs for a domain's actions menu in "my domains", which the
 * page passes in (a `DomainMenuExtension`): `children` places the entries in the menu, the dialogs
 * stay beside it while the menu closes.
 */
export function DomainTransferMenu({ domain, children }: { domain: CustomerDomainView; children: (items: ReactNode) => ReactNode }) {
  const transfer = useDomainTransferActions(domain);
  return (
    <>
      {children(<TransferMenuItems domain={domain} onAction={transfer.onAction} />)}
      {transfer.dialogs}
    </>
  );
}

/** Runs the menu's transfer actions for a domain: the dialogs (auth code, lock off, privacy) and the direct change (lock on). */
export function useDomainTransferActions(domain: CustomerDomainView): { onAction: (action: TransferAction) => void; dialogs: ReactNode } {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const [dialog, setDialog] = useState<TransferDialog | null>(null);
  const lock = useSetTransferLock();
  const onError = (error: unknown) => snackbar.error(errorText(error, language));

  const onAction = (action: TransferAction) => {
    // WHOIS privacy is sold (decision 028): both ways ask first, saying what it costs or that nothing is refunded.
    if (action === 'auth-code' || action === 'lock-off' || action === 'privacy') setDialog(action);
    else
      lock.mutate(
        { domain: domain.domain, locked: true },
        { onSuccess: () => snackbar.success(t('transfers.out.lockedOn', { domain: domain.domain_utf8 })), onError },
      );
  };
  return { onAction, dialogs: <TransferDialogs domain={domain} dialog={dialog} onClose={() => setDialog(null)} /> };
}

function AuthCodeDialog({ domain, onClose }: { domain: CustomerDomainView; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const request = useGetAuthCode();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [regenerate, setRegenerate] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; code?: string; other?: string }>({});
  const [authCode, setAuthCode] = useState<string | null>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  // The form gives way to the code (or grows the 2FA field): focus follows, instead of dropping to the page.
  useEffect(() => {
    if (authCode) copyRef.current?.focus();
  }, [authCode]);
  useEffect(() => {
    if (needsCode) codeRef.current?.focus();
  }, [needsCode]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setErrors({ password: t('transfers.out.passwordRequired') });
      return;
    }
    setErrors({});
    request.mutate(
      { domain: domain.domain, password, code: needsCode ? code : undefined, regenerate },
      {
        onSuccess: (result) => {
          setAuthCode(result.auth_code);
          setPassword('');
          setCode('');
        },
        onError: (error) => {
          const field = isApiRequestError(error) ? error.errors[0]?.field : undefined;
          const message = errorText(error, language);
          if (field === 'code') {
            // Two-factor login is on: the code field appears; a first ask without a code is no error.
            const asked = needsCode;
            setNeedsCode(true);
            setErrors(asked ? { code: message } : {});
          } else if (field === 'password') setErrors({ password: message });
          else setErrors({ other: message });
        },
      },
    );
  };

  if (authCode) {
    return (
      <Stack gap="md" role="status" aria-live="polite">
        <Text fw={600}>{t('transfers.out.yourCode')}</Text>
        <Group gap="sm" wrap="nowrap">
          <Code fz="md" style={{ overflowWrap: 'anywhere' }} data-testid="auth-code">
            {authCode}
          </Code>
          <CopyButton value={authCode}>
            {({ copied, copy }) => (
              <Button ref={copyRef} size="xs" variant="light" onClick={copy} aria-live="polite">
                {copied ? t('transfers.out.copied') : t('transfers.out.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('transfers.out.close')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('transfers.out.authIntro')}</Text>
        <PasswordInput
          label={t('transfers.out.password')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          aria-invalid={errors.password ? true : undefined}
          autoComplete="current-password"
          data-autofocus
          required
        />
        {needsCode && (
          <TextInput
            ref={codeRef}
            label={t('transfers.out.code')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={errors.code}
            aria-invalid={errors.code ? true : undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
        )}
        <Checkbox
          label={t('transfers.out.regenerate')}
          description={t('transfers.out.regenerateHint')}
          checked={regenerate}
          onChange={(event) => setRegenerate(event.currentTarget.checked)}
        />
        {errors.other && (
          <Text c={`${STATUS_COLORS.error}.9`} size="sm" role="alert">
            {errors.other}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('transfers.out.close')}
          </Button>
          <Button type="submit" loading={request.isPending}>
            {t('transfers.out.reveal')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LockOffDialog({ domain, onClose }: { domain: CustomerDomainView; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const lock = useSetTransferLock();
  const handleConfirm = () =>
    lock.mutate(
      { domain: domain.domain, locked: false },
      {
        onSuccess: () => {
          snackbar.success(t('transfers.out.lockedOff', { domain: domain.domain_utf8 }));
          onClose();
        },
        onError: (error) => snackbar.error(errorText(error, language)),
      },
    );
  return (
    <Stack gap="md">
      <Text>{t('transfers.out.lockOffText')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={lock.isPending}>
          {t('transfers.keep')}
        </Button>
        <Button color={`${STATUS_COLORS.error}.9`} onClick={handleConfirm} loading={lock.isPending}>
          {t('transfers.out.lockOffConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}

type TransferDialog = 'auth-code' | 'lock-off' | 'privacy';
const DIALOG_TITLES: Record<TransferDialog, string> = {
  'auth-code': 'transfers.out.authTitle',
  'lock-off': 'transfers.out.lockOffTitle',
  privacy: 'transfers.privacy.title',
};

/** The dialogs the menu entries open; outside the menu, so they stay when it closes. */
function TransferDialogs({ domain, dialog, onClose }: { domain: CustomerDomainView; dialog: TransferDialog | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = dialog ? t(DIALOG_TITLES[dialog], { domain: domain.domain_utf8 }) : '';
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('transfers.out.close') }}>
      {dialog === 'auth-code' && <AuthCodeDialog domain={domain} onClose={onClose} />}
      {dialog === 'lock-off' && <LockOffDialog domain={domain} onClose={onClose} />}
      {dialog === 'privacy' && <PrivacyDialog domain={domain} turnOn={!domain.privacy} onClose={onClose} />}
    </Modal>
  );
}
