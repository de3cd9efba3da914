import { t } from '@lingui/core/macro';
import { useListPublicPerfumesQuery } from '../../store/api/enhanced';
import { PerfumeGrid } from './PerfumeGrid';
import { HomeSection } from '../../components/HomeSection';
import { useQueryFailure } from '../../components/useQueryFailure';

/** Home page "Discover Our Scents": the perfumes on sale. */
export function FeaturedPerfumes() {
  const query = useListPublicPerfumesQuery({});
  const { data, failure, retry } = useQueryFailure(query, 'products');
  return (
    <HomeSection
      titleId="scents-title"
      title={t`Discover Our Scents`}
      failure={failure}
      retry={retry}
    >
      <PerfumeGrid perfumes={data && data.length > 0 ? data : undefined} />
    </HomeSection>
  );
}
