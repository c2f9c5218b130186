import type { AlertProps } from '@mantine/core';
import { STATUS_COLORS } from '@web/app/theme';

/**
 * Colour props for an alert with a title. Mantine draws the title of a light alert in shade 6 of
 * its colour, and even shade 9 of green misses the WCAG AA contrast of bold 14 px text on the
 * tinted background; the title takes the text colour, the tint keeps the status colour.
 * (A colour with a shade, such as `red.9`, would turn the whole alert solid instead.)
 */
export function titledAlert(status: keyof typeof STATUS_COLORS): Pick<AlertProps, 'color' | 'styles'> {
  return { color: STATUS_COLORS[status], styles: { title: { color: 'var(--mantine-color-text)' } } };
}
