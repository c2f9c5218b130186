import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@common/api/session.contract';
import { passwordStrength, type PasswordStrength } from '../mailbox-rules';
import '../mailboxes-texts';

const COLORS: Record<PasswordStrength, string> = {
  empty: 'gray',
  short: 'red',
  long: 'red',
  weak: 'red',
  fair: 'accent',
  good: 'green',
  strong: 'green',
};

/**
 * The strength of a new password as it is typed: a bar and a word (never the colour alone),
 * announced politely; `serverMessage` is the policy's own verdict when the server gave one.
 */
export function PasswordStrengthMeter({ password, id, serverMessage }: { password: string; id: string; serverMessage?: string | null }) {
  const { t } = useTranslation();
  const { strength, score } = passwordStrength(password);
  return (
    <Stack gap={4} id={id}>
      <Progress value={score} color={COLORS[strength]} size="sm" aria-hidden />
      <Text size="sm" c={strength === 'empty' ? 'dimmed' : undefined} aria-live="polite">
        {strength === 'empty'
          ? t('mailboxes.password.policy', { min: PASSWORD_MIN, max: PASSWORD_MAX })
          : t(`mailboxes.password.strength.${strength}`, { min: PASSWORD_MIN, max: PASSWORD_MAX })}
      </Text>
      {serverMessage && (
        <Text size="sm" c="red.9" role="alert">
          {serverMessage}
        </Text>
      )}
    </Stack>
  );
}
