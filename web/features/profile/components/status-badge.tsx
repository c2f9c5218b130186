import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

/**
 * A state in colour and word (design.md). The word is dark on the light colour, which meets WCAG
 * AA for every colour of the theme, as the search and WHOIS badges do.
 */
export function StatusBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge variant="light" color={color} c="gray.9">
      {children}
    </Badge>
  );
}
