import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** A light badge with dark words: readable at WCAG AA on every theme colour (design.md: colour and word). */
export function StatusBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge variant="light" color={color} c="gray.9" style={{ flexShrink: 0 }}>
      {children}
    </Badge>
  );
}

/** The colours "my domains" gives the domain states, so a state looks the same on both screens. */
export const DOMAIN_STATUS_COLORS = {
  active: 'green',
  expiring: 'accent',
  grace: 'orange',
  expired: 'red',
  redemption: 'red',
  'pending-delete': 'gray',
  'pending-transfer': 'brand',
} as const;
