import { t } from '@lingui/core/macro';
import { useParams } from 'react-router-dom';
import { useLoadFailure } from '../../components/useLoadFailure';
import {
  useGetCategoryQuery,
  useListPublicPerfumesByCategoryQuery,
} from '../../store/api/enhanced';
import { CatalogueList } from './CatalogueList';
import { useLogError } from '../../components/useLogError';
import { LoadFailedPage } from '../../components/LoadFailedPage';
import { languageArg, pageLanguage } from '../../components/pageLanguage';

/** What the page says when there is no such category. */
const notFound = () => ({
  title: t`We couldn't find that category`,
  text: t`It may no longer be in the shop. Have a look at all our perfumes.`,
});

const exploreTitle = (name: string) => t`Explore ${name}`;

/** /category/{id}: the perfumes of one category, with sort, filters and pages in the address. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const category = useGetCategoryQuery({ id, ...languageArg(pageLanguage()) });
  const perfumes = useListPublicPerfumesByCategoryQuery({ id, ...languageArg(pageLanguage()) });
  useLogError(category.error ?? perfumes.error, 'category');
  const { failure, retry } = useLoadFailure(category, perfumes);

  if (failure) return <LoadFailedPage failure={failure} retry={retry} notFound={notFound()} />;

  return (
    <CatalogueList
      title={category.data ? exploreTitle(category.data.name) : t`Explore`}
      perfumes={perfumes.isSuccess ? perfumes.data : undefined}
      emptyText={t`No products found in this category.`}
    />
  );
}
