import { matchRoutes } from 'react-router';
import { paths, ROUTE_NAMES, type RouteDefinition, type RouteName } from './paths';

/** A location as the navigation rules see it: the route's name and the full in-app address. */
export interface RouteLocation {
  name: RouteName;
  /** Path, query and hash, as the browser shows them after the origin. */
  href: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

const matchTable = ROUTE_NAMES.flatMap((name) => {
  const definition: RouteDefinition = paths[name];
  return [definition.path, ...(definition.aliases ?? [])].map((path) => ({ path, handle: name }));
});

/** Finds the named route of an address with react-router's own ranking, so it agrees with the router. */
export function resolveRoute(href: string): RouteLocation {
  const url = new URL(href, 'http://app.invalid');
  const matches = matchRoutes(matchTable, url.pathname);
  const match = matches?.[matches.length - 1];
  return {
    name: match ? match.route.handle : 'notFound',
    href: url.pathname + url.search + url.hash,
    params: match?.params ?? {},
    search: url.searchParams,
  };
}
