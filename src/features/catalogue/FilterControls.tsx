import { t } from '@lingui/core/macro';
import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { SelectField } from '../../components/SelectField';
import { nativeControlSx, nativeLabelSx } from '../../components/nativeField';
import { useHydrated } from '../../components/useHydrated';
import type { CatalogueFilters } from '@shop/domain/catalogueFilters';

export interface FilterChoices {
  /** null on a category's own page. */
  categories: { value: string; label: string }[] | null;
  sizes: string[];
}

interface FilterControlsProps {
  value: CatalogueFilters;
  choices: FilterChoices;
  onChange: (next: CatalogueFilters) => void;
}

/** A price box: typed freely, taken on leaving it or Enter (one address entry, not one a key). */
function PriceField(props: {
  label: string;
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const shown = props.value === null ? '' : String(props.value);
  const [text, setText] = useState(shown);
  // A new value from the address (Back, Clear) replaces what was typed.
  const [was, setWas] = useState(shown);
  if (shown !== was) {
    setWas(shown);
    setText(shown);
  }
  const commit = () => {
    const number = Math.floor(Number(text));
    const next = text.trim() === '' || !Number.isFinite(number) ? null : Math.max(0, number);
    if (next !== props.value) props.onChange(next);
    else setText(shown);
  };
  return (
    <Box className="price-field" sx={{ position: 'relative', display: 'inline-flex', width: 130 }}>
      <Box component="label" htmlFor={id} sx={nativeLabelSx}>
        {props.label}
      </Box>
      <Box
        component="input"
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={text}
        disabled={!hydrated}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        sx={nativeControlSx}
      />
    </Box>
  );
}

/** The list's filters as the browser's own controls (small first load, native phone pickers). */
export function FilterControls({ value, choices, onChange }: FilterControlsProps) {
  const hydrated = useHydrated();
  const set = (change: Partial<CatalogueFilters>) => onChange({ ...value, ...change, page: 1 });
  return (
    <>
      {choices.categories && (
        <SelectField
          label={t`Category`}
          value={value.category ?? ''}
          onChange={(category) => set({ category: category || null })}
          options={[{ value: '', label: t`All categories` }, ...choices.categories]}
          minWidth={180}
        />
      )}
      <SelectField
        label={t`Size`}
        value={value.size ?? ''}
        onChange={(size) => set({ size: size || null })}
        options={[
          { value: '', label: t`Any size` },
          ...choices.sizes.map((s) => ({ value: s, label: s })),
        ]}
        minWidth={130}
      />
      <PriceField
        label={t`Min price (Rs.)`}
        value={value.minPrice}
        onChange={(minPrice) => set({ minPrice })}
      />
      <PriceField
        label={t`Max price (Rs.)`}
        value={value.maxPrice}
        onChange={(maxPrice) => set({ maxPrice })}
      />
      <Box
        component="label"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 48,
          cursor: 'pointer',
        }}
      >
        <Box
          component="input"
          type="checkbox"
          checked={value.inStock}
          disabled={!hydrated}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            set({ inStock: event.target.checked })
          }
          sx={{ width: 22, height: 22, m: 0, accentColor: 'currentColor', cursor: 'inherit' }}
        />
        {t`In stock only`}
      </Box>
    </>
  );
}
