import { STATUS_COLORS } from '@web/app/theme';

/**
 * The colour of an alert with a title. Mantine draws the title of a light alert in shade 6, which
 * misses the WCAG AA contrast on its tinted background; shade 9 of the same status colour meets it.
 */
export function titledAlertColor(status: keyof typeof STATUS_COLORS): string {
  return `${STATUS_COLORS[status]}.9`;
}
