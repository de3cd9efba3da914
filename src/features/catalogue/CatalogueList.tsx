import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { select, t } from '@lingui/core/macro';
import { countOf } from '../../components/pageLanguage';
import { useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SelectField } from '../../components/SelectField';
import { Hydrated } from '../../components/useHydrated';
import {
  catalogueQuery,
  filterCatalogue,
  filterChoices,
  NO_FILTERS,
  parseCatalogueFilters,
  SORT_ORDERS,
  sortOrderOf,
  type CatalogueFilters,
  type SortOrder,
} from '@shop/domain/catalogueFilters';
import { sortLabel } from './catalogueMessages';
import { FilterControls } from './FilterControls';
import { PerfumeGrid } from './PerfumeGrid';
import type { PublicPerfume } from './PerfumeCard';

const FilterSheet = lazy(() => import('./FilterSheet').then((m) => ({ default: m.FilterSheet })));

interface CatalogueListProps {
  /** Every perfume of the list, unfiltered; undefined while loading. */
  perfumes: PublicPerfume[] | undefined;
  title: ReactNode;
  /** Offers the category choice (not on a category's own page). */
  byCategory?: boolean;
  /** Parameters of the page itself kept in every address (the search's q). */
  keep?: Record<string, string>;
  /** The list comes best match first (a search): that is its own order, offered as a choice. */
  bestMatch?: boolean;
  /** Said when the list itself is empty. */
  emptyText?: string;
  /** Shown instead of the perfumes when they could not be loaded. */
  failure?: ReactNode;
}

const sortOptions = () =>
  (Object.keys(SORT_ORDERS) as SortOrder[]).map((value) => ({ value, label: sortLabel(value) }));
const perfumeCount = (n: number) => {
  const { category, count } = countOf(n);
  return select(category, { one: `${count} perfume`, other: `${count} perfumes` });
};
const pageOfPages = (page: number, pages: number) => t`Page ${page} of ${pages}`;
const filtersChosen = (f: CatalogueFilters) =>
  [f.category, f.size, f.minPrice ?? f.maxPrice, f.inStock || null].filter((v) => v !== null)
    .length;

/**
 * A storefront list (/shop, /category/{id}, /search) with its sort, filters and pages, all in the
 * address (src/domain/catalogueFilters.ts): the server renders the same filtered page. Filters sit
 * above the list on wide screens and in a sheet on phones.
 */
export function CatalogueList({
  perfumes,
  title,
  byCategory = false,
  keep,
  bestMatch = false,
  emptyText,
  failure,
}: CatalogueListProps) {
  const [params, setParams] = useSearchParams();
  const filters = parseCatalogueFilters(params);
  if (!byCategory) filters.category = null;
  const [sheet, setSheet] = useState<'closed' | 'open' | 'never'>('never');
  const choices = useMemo(() => {
    const all = filterChoices(perfumes ?? []);
    return { categories: byCategory ? all.categories : null, sizes: all.sizes };
  }, [perfumes, byCategory]);
  const ownOrder = bestMatch ? null : 'name-asc';
  const list = perfumes && filterCatalogue(perfumes, filters, ownOrder);
  const chosen = filtersChosen(filters);
  const go = (next: CatalogueFilters, replace = false) =>
    setParams(catalogueQuery(next, keep), { replace, preventScrollReset: true });
  const pageLink = (page: number) => ({ search: catalogueQuery({ ...filters, page }, keep) });

  return (
    <Container sx={{ py: 5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <SelectField
          label={t`Sort by`}
          value={filters.sort ?? ownOrder ?? ''}
          onChange={(sort) => {
            const order = sortOrderOf(sort);
            go({ ...filters, sort: order === ownOrder ? null : order, page: 1 }, true);
          }}
          options={
            bestMatch ? [{ value: '', label: t`Best match` }, ...sortOptions()] : sortOptions()
          }
          minWidth={220}
        />
      </Box>
      <Box
        role="group"
        aria-label={t`Filters`}
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          mb: 2,
        }}
      >
        <FilterControls value={filters} choices={choices} onChange={(next) => go(next)} />
        {chosen > 0 && (
          <Button onClick={() => go({ ...NO_FILTERS, sort: filters.sort })} sx={{ minHeight: 48 }}>
            {t`Clear filters`}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, minHeight: 48 }}>
        <Typography color="text.secondary" role="status" sx={{ flexGrow: 1 }}>
          {list && !failure ? perfumeCount(list.total) : ''}
        </Typography>
        <Hydrated>
          {(hydrated) => (
            <Button
              variant="outlined"
              disabled={!hydrated}
              aria-haspopup="dialog"
              onClick={() => setSheet('open')}
              sx={{ display: { md: 'none' }, minHeight: 48 }}
            >
              {chosen > 0 ? t`Filters (${chosen})` : t`Filters`}
            </Button>
          )}
        </Hydrated>
      </Box>
      {failure ?? (
        <PerfumeGrid
          perfumes={list?.items}
          emptyText={chosen > 0 ? t`No perfumes match these filters.` : emptyText}
          eagerCount={4}
          cardHeading="h2"
        />
      )}
      {list && list.pages > 1 && !failure && (
        <Box
          component="nav"
          aria-label={t`Pages`}
          sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, mt: 4 }}
        >
          {list.page > 1 && (
            <Button component={RouterLink} to={pageLink(list.page - 1)} sx={{ minHeight: 48 }}>
              {t`Previous page`}
            </Button>
          )}
          <Typography aria-current="page">{pageOfPages(list.page, list.pages)}</Typography>
          {list.page < list.pages && (
            <Button component={RouterLink} to={pageLink(list.page + 1)} sx={{ minHeight: 48 }}>
              {t`Next page`}
            </Button>
          )}
        </Box>
      )}
      {sheet !== 'never' && perfumes && (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheet === 'open'}
            value={filters}
            choices={choices}
            countFor={(draft) => filterCatalogue(perfumes, draft, ownOrder).total}
            onApply={(next) => {
              setSheet('closed');
              go(next);
            }}
            onClose={() => setSheet('closed')}
          />
        </Suspense>
      )}
    </Container>
  );
}
