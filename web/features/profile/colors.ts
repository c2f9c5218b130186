import { STATUS_COLORS } from '@web/app/theme';

/** Filled buttons of destructive actions: the error colour in a shade dark enough for white text (WCAG AA). */
export const DESTRUCTIVE_COLOR = `${STATUS_COLORS.error}.9`;
