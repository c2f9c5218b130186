/**
 * The one Mantine theme of the shop: calm, one primary colour (a deep blue), restrained accents.
 * Components take colours, radius, spacing and the few fixed sizes of the specification from
 * here and nowhere else.
 */
import { Button, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

/** The primary colour. Shade 7 (filled buttons, links) has 6.8:1 contrast with white. */
const brand: MantineColorsTuple = [
  '#eaf2fb',
  '#d3e3f5',
  '#a7c6ea',
  '#77a6de',
  '#4f8ad3',
  '#3677cc',
  '#2a6bc4',
  '#1f5aa8',
  '#174c91',
  '#0e3d78',
];

/** A warm accent for the few things that must stand out, such as the test-environment stamp. */
const accent: MantineColorsTuple = [
  '#fff4e6',
  '#ffe3c2',
  '#ffc68a',
  '#ffa552',
  '#f78a2b',
  '#e07314',
  '#c45c07',
  '#a84300',
  '#8f3900',
  '#752f00',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand, accent },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: {
    fontWeight: '650',
    // The page title shrinks on a phone (26 px at 360 px, Mantine's 34 px from about 740 px on), so
    // that the parts of a German compound such as "Wiederherstellungs-Warenkorb" fit the width.
    sizes: { h1: { fontSize: 'clamp(1.625rem, 1.2rem + 2vw, 2.125rem)' } },
  },
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
    Container: { defaultProps: { size: 'lg' } },
    Button: Button.extend({
      defaultProps: { radius: 'md' },
      classNames: { root: classes.buttonRoot, inner: classes.buttonInner, label: classes.buttonLabel },
    }),
    Badge: { defaultProps: { radius: 'sm' } },
    Popover: { defaultProps: { shadow: 'md' } },
  },
});

/**
 * Mantine's light scheme draws dimmed text, placeholders and errors in shades that miss the WCAG
 * AA contrast of 4.5:1 on white; these darker shades meet it.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
  },
  dark: {},
});

/** Colour and word go together for every status (design.md); these are the colours. */
export const STATUS_COLORS = {
  success: 'green',
  info: 'brand',
  warning: 'accent',
  error: 'red',
} as const;

/** The fixed sizes the specification prescribes (§2.3, §9), in pixels. */
export const LAYOUT = {
  headerHeight: 56,
  /** The system bar (news, promotions, countdowns) sits above the header when it has entries. */
  systemBarHeight: 35,
  settingsDialogWidth: 350,
  /** Width of the header's dropdown menus. */
  menuWidth: 260,
  /** The scroll-to-top button appears beyond this scroll position. */
  scrollTopThreshold: 300,
  /** The support drawer's height; premium-support customers get the taller one (spec §2.3). */
  supportDrawerHeight: { standard: 320, premium: 420 },
  /** The live-chat window the support drawer opens (spec §4, §9). */
  chatWindow: { width: 640, height: 480 },
} as const;

/** The drawer starts below the header, and below the system bar when one is shown (91 or 56 px). */
export function drawerTopOffset(withSystemBar: boolean): number {
  return LAYOUT.headerHeight + (withSystemBar ? LAYOUT.systemBarHeight : 0);
}
