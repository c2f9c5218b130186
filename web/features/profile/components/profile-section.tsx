import { useId, type ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

interface ProfileSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled block of a profile tab, a region named by its heading. */
export function ProfileSection({ title, description, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb={description ? 4 : 'md'}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md" maw="45rem">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}
