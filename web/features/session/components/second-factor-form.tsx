import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { STATUS_COLORS } from '@web/app/theme';
import { currentLanguage } from '@web/i18n/i18n';
import { serverErrorText } from '@web/lib/error-text';
import '../account-texts';

interface SecondFactorFormProps<Result> {
  /** The mutation that sends the code (TOTP or recovery code). */
  mutation: UseMutationResult<Result, Error, string>;
  /** The contract's schema of the code; it also normalizes what was typed. */
  schema: z.ZodType<string, string>;
  intro: string;
  label: string;
  description: string;
  formatError: string;
  submitLabel: string;
  /** The code of an authenticator app is digits only; a recovery code has letters too. */
  numeric: boolean;
  /** Focus the field at once: right for a step that follows the password, not for a page of its own. */
  autoFocus?: boolean;
  onSuccess: (result: Result) => void;
  /** Links and buttons under the form (another way to log in, start again). */
  children?: ReactNode;
}

/**
 * The second step of a login: one code field. The code is checked with the contract's schema
 * first; a refused code shows the server's message in the user's language (spec §8).
 */
export function SecondFactorForm<Result>({
  mutation,
  schema,
  intro,
  label,
  description,
  formatError,
  submitLabel,
  numeric,
  autoFocus = false,
  onSuccess,
  children,
}: SecondFactorFormProps<Result>) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse(code);
    if (!parsed.success) {
      setFieldError(code.trim() ? formatError : t('account.errors.codeRequired'));
      return;
    }
    setFieldError(undefined);
    mutation.mutate(parsed.data, {
      onSuccess,
      // A code is worth one try: the next one starts from an empty field.
      onError: () => setCode(''),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text>{intro}</Text>
        {mutation.isError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {serverErrorText(mutation.error, currentLanguage())}
          </Alert>
        )}
        <TextInput
          label={label}
          description={description}
          name="code"
          autoComplete="one-time-code"
          inputMode={numeric ? 'numeric' : 'text'}
          autoCapitalize={numeric ? undefined : 'characters'}
          spellCheck={false}
          required
          withAsterisk={false}
          autoFocus={autoFocus}
          maxLength={numeric ? 20 : 40}
          // Codes are easier to compare with the app's in a fixed-width font (design.md).
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={code}
          error={fieldError}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" loading={mutation.isPending}>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </form>
  );
}
