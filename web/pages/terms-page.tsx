import { ContentArticle } from '@web/features/content/components/content-article';

/** The terms content page from the shop's content store (decision 046). */
export function TermsPage() {
  return <ContentArticle slug="terms" />;
}
