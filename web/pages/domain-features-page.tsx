import { ContentArticle } from '@web/features/content/components/content-article';

/** The domain-features content page from the shop's content store (decision 046). */
export function DomainFeaturesPage() {
  return <ContentArticle slug="domain-features" />;
}
