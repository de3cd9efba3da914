import { t } from '@lingui/core/macro';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { NotFoundPage } from '../../components/NotFoundPage';
import { CantReach } from '../../components/CantReach';
import { searchArgs } from '@shop/domain/search';
import { useSearchPublicPerfumesQuery } from '../../store/api/enhanced';
import { CatalogueList } from './CatalogueList';
import { useQueryFailure } from '../../components/useQueryFailure';
import { languageArg, pageLanguage } from '../../components/pageLanguage';

/**
 * /search?q=…: the perfumes matching the query, best first (rendered on the server too). No query,
 * or nothing found, says so and offers the shop and each category. Sort and filters as on /shop.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const args = searchArgs(params.get('q'));
  const query = useSearchPublicPerfumesQuery(
    args ? { ...args, ...languageArg(pageLanguage()) } : skipToken,
  );
  const { data, failure, retry } = useQueryFailure(query, 'search');
  const q = args?.q ?? '';

  if (!args) {
    return (
      <NotFoundPage
        title={t`Search perfumes`}
        text={t`Type a perfume's name, a note such as oud or rose, or a category in the search box.`}
      />
    );
  }
  if (data && data.length === 0) {
    return (
      <NotFoundPage
        title={t`No perfumes match “${q}”`}
        text={t`Check the spelling, try a shorter word, or browse a category.`}
      />
    );
  }
  return (
    <CatalogueList
      title={t`Results for “${q}”`}
      byCategory
      bestMatch
      keep={{ q: params.get('q') ?? '' }}
      perfumes={data}
      failure={failure && <CantReach onRetry={retry} heading="h2" compact />}
    />
  );
}
