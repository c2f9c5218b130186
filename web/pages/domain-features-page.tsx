import { useLocation } from 'react-router';
import { ContentArticle } from '@web/features/content/components/content-article';

const WHOIS_PRIVACY = /WHOIS/;

/**
 * The domain features content page (decision 046); under /domain/whois/privacy, the same page
 * opens at its WHOIS privacy section.
 */
export function DomainFeaturesPage() {
  const { pathname } = useLocation();
  return <ContentArticle slug="domain-features" showHeading={pathname.startsWith('/domain/whois/privacy') ? WHOIS_PRIVACY : undefined} />;
}
