import { t } from '@lingui/core/macro';
import { useListPublicPerfumesQuery } from '../../store/api/enhanced';
import { PerfumeGrid } from './PerfumeGrid';
import { HomeSection } from '../../components/HomeSection';
import { useQueryFailure } from '../../components/useQueryFailure';
import { languageArg, pageLanguage } from '../../components/pageLanguage';

/** Home page "Discover Our Scents": the perfumes on sale. */
export function FeaturedPerfumes() {
  const query = useListPublicPerfumesQuery(languageArg(pageLanguage()));
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
