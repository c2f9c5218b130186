import { useMatches } from 'react-router';
import type { RouteName } from './paths';

/** The name of the route being shown (from the matched route's handle). */
export function useRouteName(): RouteName {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index].handle as { name?: RouteName } | undefined;
    if (handle?.name) return handle.name;
  }
  return 'notFound';
}
