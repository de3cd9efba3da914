import { CategoryGrid } from '../features/catalog/CategoryGrid';
import { FeaturedProducts } from '../features/catalog/FeaturedProducts';
import { Hero } from '../features/catalog/Hero';
import { ReviewsCarousel } from '../features/reviews/ReviewsCarousel';

/** The storefront home page. */
export function HomePage() {
  return (
    <>
      <Hero />
      <CategoryGrid />
      <FeaturedProducts />
      <ReviewsCarousel />
    </>
  );
}
