import { Code, Stack, Text } from '@mantine/core';

/** A labelled address of this shop, wrapped so that a long one fits a phone screen. */
export function UrlLine({ label, url }: { label: string; url: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {url}
      </Code>
    </Stack>
  );
}
