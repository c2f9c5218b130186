import { appPaths, type AppPathDefinition } from './app-paths';

/**
 * Whether a path is a page of the web app, matched as react-router matches it (the web tests
 * check that both agree): segments compare case-insensitively after percent-decoding, `:name`
 * takes one non-empty segment, `:name?` may be left out, and trailing slashes do not count.
 * The catch-all `*` of the not-found page is no page.
 */

type Segment = { kind: 'static'; value: string } | { kind: 'param'; optional: boolean };

function compile(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      if (!part.startsWith(':')) return { kind: 'static', value: part.toLowerCase() };
      return { kind: 'param', optional: part.endsWith('?') };
    });
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // react-router keeps a segment it cannot decode as it is.
    return segment;
  }
}

function matches(pattern: readonly Segment[], segments: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (!head) return segments.length === 0;
  const [segment, ...others] = segments;
  if (head.kind === 'param' && head.optional && matches(rest, segments)) return true;
  if (segment === undefined) return false;
  if (head.kind === 'static' && segment.toLowerCase() !== head.value) return false;
  return matches(rest, others);
}

const patterns: Segment[][] = Object.values(appPaths as Record<string, AppPathDefinition>)
  .flatMap((definition) => [definition.path, ...(definition.aliases ?? [])])
  .filter((pattern) => !pattern.includes('*'))
  .map(compile);

/** True when `pathname` (without query or fragment, as sent) is one of the app's routes. */
export function isAppPath(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  // Empty parts are only trailing slashes once the middle is checked: "/a//b" is no route.
  const trimmed = pathname.replace(/\/+$/, '');
  const parts = trimmed === '' ? [] : trimmed.slice(1).split('/');
  if (parts.some((part) => part === '')) return false;
  const segments = parts.map(decodeSegment);
  return patterns.some((pattern) => matches(pattern, segments));
}
