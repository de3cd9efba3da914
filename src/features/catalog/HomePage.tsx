import { CategoryGrid } from './CategoryGrid';
import { FeaturedProducts } from './FeaturedProducts';
import { Hero } from './Hero';
import { ReviewsCarousel } from '../reviews/ReviewsCarousel';

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
