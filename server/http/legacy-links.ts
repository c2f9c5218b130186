/**
 * Links of the former shop that must keep working (spec §2.1), mapped to the pages that now hold
 * that content (docs/decisions/005-legacy-links.md). `/imprint#…` needs nothing here: fragments
 * never reach the server and the imprint page carries those anchors.
 */
export function legacyTarget(pathname: string, query: URLSearchParams): string | null {
  if (pathname === '/faq') return '/cms/faq';
  const mode = query.get('mode');
  if (!mode || (pathname !== '/' && pathname !== '/index.php')) return null;
  if (mode === 'payment_methods') return '/cms/payment-methods';
  if (mode === 'page') {
    const page = query.get('page');
    if (page === 'security') return '/cms/security';
    if (page === 'terms_cond') return '/terms/general';
    return null;
  }
  if (mode === 'support') {
    const type = query.get('support_type');
    if (type === 'intro') return '/cms/support-intro';
    if (type === 'emergency') return '/cms/support-emergency';
    return '/cms/support';
  }
  return null;
}
