import { Text } from '@mantine/core';

/** An e-mail login split at the at-sign, so long addresses break where readers expect it (spec §3). */
export function LoginName({ login }: { login: string }) {
  const at = login.lastIndexOf('@');
  if (at <= 0) return <Text fw={600}>{login}</Text>;
  return (
    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
      {login.slice(0, at)}
      <wbr />
      {login.slice(at)}
    </Text>
  );
}
