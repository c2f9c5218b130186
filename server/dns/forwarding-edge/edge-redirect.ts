/**
 * Where a forwarding sends a request. The destination is the customer's URL; with keepPath the
 * request's path and query are appended to it. Whatever the request holds, the answer stays on the
 * destination's origin and under its path: the request's path is resolved on its own first (so
 * "/../x" or "//other.example" cannot climb out or name another host) and only then joined,
 * and the result is a serialized URL, in which line breaks and spaces cannot survive.
 */

/** The destination as a URL when it is one the edge may send people to: http or https, a host, no credentials. */
export function safeDestination(destination: string): URL | null {
  let url: URL;
  try {
    url = new URL(destination.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // "https://shop.example@elsewhere.example" reads as one host and goes to another.
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url;
}

/** The Location of a redirect, or null when the destination is not a safe one. */
export function redirectLocation(destination: string, requestTarget: string, keepPath: boolean): string | null {
  const base = safeDestination(destination);
  if (!base) return null;
  if (!keepPath) return base.href;

  const request = requestPathAndQuery(requestTarget);
  const location = new URL(base.href);
  if (request.pathname !== '/') location.pathname = base.pathname.replace(/\/+$/, '') + request.pathname;
  if (request.search.length > 1) {
    location.search = base.search.length > 1 ? `${base.search}&${request.search.slice(1)}` : request.search;
  }
  // Joined paths never change the origin; this guards the rule should URL parsing surprise us.
  return location.origin === base.origin ? location.href : base.href;
}

function requestPathAndQuery(requestTarget: string): { pathname: string; search: string } {
  try {
    // Origin-form ("/path?q") is read against a placeholder origin, so "//host" stays a path;
    // absolute-form ("http://name/path", sent to proxies) gives up only its path and query.
    const url = requestTarget.startsWith('/') ? new URL(`http://edge.invalid${requestTarget}`) : new URL(requestTarget);
    return { pathname: url.pathname, search: url.search };
  } catch {
    return { pathname: '/', search: '' };
  }
}
