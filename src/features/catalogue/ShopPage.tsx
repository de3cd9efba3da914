import { t } from '@lingui/core/macro';
import { useListPublicPerfumesQuery } from '../../store/api/enhanced';
import { CantReach } from '../../components/CantReach';
import { CatalogueList } from './CatalogueList';
import { useQueryFailure } from '../../components/useQueryFailure';
import { languageArg, pageLanguage } from '../../components/pageLanguage';

/**
 * /shop: every perfume on sale, with the four sort orders, filters and pages. All of them are in
 * the address (`?sort=price-asc&size=50ml`), so Back from a perfume returns to the list as it was,
 * at the same place, and a shared link shows the same list.
 */
export function ShopPage() {
  const query = useListPublicPerfumesQuery(languageArg(pageLanguage()));
  const { data, failure, retry } = useQueryFailure(query, 'products');
  return (
    <CatalogueList
      title={t`Shop`}
      byCategory
      perfumes={data && data.length > 0 ? data : undefined}
      failure={failure && <CantReach onRetry={retry} heading="h2" compact />}
    />
  );
}
