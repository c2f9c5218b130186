import type { PasswordInputProps } from '@mantine/core';
import { PasswordField } from '@web/features/session/components/password-field';

/**
 * The shop's password field, marked invalid while it shows an error: Mantine's PasswordInput
 * links the error text but leaves `aria-invalid` off its input.
 */
export function ProfilePasswordField(props: PasswordInputProps) {
  return <PasswordField aria-invalid={props.error ? true : undefined} {...props} />;
}
