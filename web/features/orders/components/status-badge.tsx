import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

/** A state in colour and word (design.md); dark words on the light colour meet WCAG AA. */
export function StatusBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge variant="light" color={color} c="gray.9">
      {children}
    </Badge>
  );
}
