import { CategoryGrid } from '../features/catalogue/CategoryGrid';
import { FeaturedPerfumes } from '../features/catalogue/FeaturedPerfumes';
import { Hero } from '../features/catalogue/Hero';
import { ReviewsCarousel } from '../features/reviews/ReviewsCarousel';

/** The storefront home page. */
export function HomePage() {
  return (
    <>
      <Hero />
      <CategoryGrid />
      <FeaturedPerfumes />
      <ReviewsCarousel />
    </>
  );
}
