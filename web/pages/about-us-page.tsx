import { ContentArticle } from '@web/features/content/components/content-article';

/** The about-us content page from the shop's content store (decision 046). */
export function AboutUsPage() {
  return <ContentArticle slug="about-us" />;
}
