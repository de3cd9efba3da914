import { select, t } from '@lingui/core/macro';
import { countOf } from '../../components/pageLanguage';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { NO_FILTERS, type CatalogueFilters } from '@shop/domain/catalogueFilters';
import { FilterControls, type FilterChoices } from './FilterControls';

interface FilterSheetProps {
  open: boolean;
  value: CatalogueFilters;
  choices: FilterChoices;
  /** How many perfumes these filters would list. */
  countFor: (filters: CatalogueFilters) => number;
  onApply: (filters: CatalogueFilters) => void;
  onClose: () => void;
}

const showPerfumes = (n: number) => {
  const { category, count } = countOf(n);
  return select(category, { one: `Show ${count} perfume`, other: `Show ${count} perfumes` });
};

/**
 * The filters in a sheet from the bottom, for phones (loaded on the first tap): choices are tried
 * here and go to the address, as one entry, with "Show N perfumes".
 */
export function FilterSheet({
  open,
  value,
  choices,
  countFor,
  onApply,
  onClose,
}: FilterSheetProps) {
  const [draft, setDraft] = useState(value);
  // Each opening starts from the list as it is.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }
  const count = countFor(draft);
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'filter-sheet-title',
          sx: { borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '90vh' },
        },
      }}
    >
      <Box sx={{ p: 2, pt: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography id="filter-sheet-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t`Filters`}
          </Typography>
          <Button
            onClick={() => setDraft({ ...NO_FILTERS, sort: value.sort })}
            sx={{ minHeight: 48 }}
          >
            {t`Clear all`}
          </Button>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gap: 3,
            '& > :not(.price-field)': { gridColumn: '1 / -1' },
            '& > .price-field': { width: 'auto' },
          }}
        >
          <FilterControls value={draft} choices={choices} onChange={setDraft} />
        </Box>
        <Button
          variant="contained"
          size="large"
          onClick={() => onApply(draft)}
          sx={{ minHeight: 48 }}
        >
          {showPerfumes(count)}
        </Button>
      </Box>
    </Drawer>
  );
}
