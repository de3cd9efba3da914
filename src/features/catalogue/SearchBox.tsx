import { select, t } from '@lingui/core/macro';
import { countOf } from '../../components/pageLanguage';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHref, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { SEARCH_MAX_QUERY, searchPath } from '@shop/domain/search';
import { formatRs } from '@shop/domain/money';
import { useSuggestions } from './useSuggestions';

interface SearchBoxProps {
  /** Focus the field when it appears (the phone's search row opens with it). */
  autoFocus?: boolean;
  /** Called once the shopper has gone to a result or the results page. */
  onDone?: () => void;
}

/** "3 suggestions", said when the list opens. */
const suggestionCount = (n: number) => {
  const { category, count } = countOf(n);
  return select(category, { one: `${count} suggestion`, other: `${count} suggestions` });
};

/**
 * The storefront's search field: a plain GET form to /search (it works before the page's script
 * has run) that, once hydrated, is an ARIA combobox with suggestions while typing. Arrow keys move
 * through them, Enter opens the one chosen (or the results page), Escape closes the list.
 */
export function SearchBox({ autoFocus, onDone }: SearchBoxProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // The results page's address under the router's base (/ur/search on an Urdu page).
  const action = useHref('/search');
  const [params] = useSearchParams();
  const onResults = location.pathname === '/search';
  const shownQuery = onResults ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(shownQuery);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text, focused);
  const open = focused && !dismissed && suggestions.length > 0;
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // A new page: the field shows the query of a results page, and nothing of an earlier search
  // (state adjusted while rendering, React's pattern for state that follows a prop).
  const [page, setPage] = useState(location.key);
  if (page !== location.key) {
    setPage(location.key);
    setText(shownQuery);
    setActive(-1);
    setDismissed(true);
  }

  const go = (to: string) => {
    setDismissed(true);
    setActive(-1);
    // After the submit event: React Router navigates in a transition, and a transition started
    // inside a prevented submit makes React read the form as a form action.
    queueMicrotask(() => {
      void navigate(to);
      onDone?.();
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = open ? suggestions[active] : undefined;
    go(chosen ? `/product/${chosen._id}` : searchPath(text));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setDismissed(false);
      // Down from the last suggestion, or up from the first, returns to the typed text (-1).
      setActive((current) => {
        if (!open) return step === 1 ? 0 : count - 1;
        const next = current + step;
        if (next >= count) return -1;
        return next < -1 ? count - 1 : next;
      });
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setDismissed(true);
        setActive(-1);
      } else if (text !== '') {
        event.preventDefault();
        setText('');
      }
    }
  };

  return (
    <Box
      component="form"
      role="search"
      action={action}
      method="get"
      onSubmit={submit}
      sx={{ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' }}
    >
      <Box component="label" htmlFor={`${id}-input`} sx={visuallyHidden}>
        {t`Search perfumes`}
      </Box>
      <Box
        component="input"
        id={`${id}-input`}
        name="q"
        type="search"
        placeholder={t`Search perfumes`}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_QUERY}
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          setText(event.target.value);
          setDismissed(false);
          setActive(-1);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        sx={inputSx}
      />
      <IconButton type="submit" aria-label={t`Search`} color="inherit" sx={{ ml: -5.5 }}>
        <SearchIcon />
      </IconButton>
      <Box
        component="ul"
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!open}
        sx={listSx}
      >
        {suggestions.map((perfume, index) => (
          <Box
            component="li"
            key={perfume._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, so the click is not lost to its blur.
            onMouseDown={(event: React.MouseEvent) => event.preventDefault()}
            onClick={() => go(`/product/${perfume._id}`)}
            sx={optionSx}
          >
            <Box component="span" sx={{ fontWeight: 600 }}>
              {perfume.name}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
              {perfume.category.name}
              {perfume.variants[0] && ` · ${formatRs(perfume.variants[0].price)}`}
            </Box>
          </Box>
        ))}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {open ? suggestionCount(suggestions.length) : ''}
      </Box>
    </Box>
  );
}

const inputSx = {
  width: '100%',
  minHeight: 44,
  pl: 1.5,
  pr: 6,
  border: '1px solid rgba(255, 255, 255, 0.6)',
  borderRadius: 1,
  bgcolor: 'rgba(255, 255, 255, 0.12)',
  color: 'inherit',
  font: 'inherit',
  '&::placeholder': { color: 'inherit', opacity: 0.85 },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 1 },
  '&::-webkit-search-cancel-button': { display: 'none' },
} as const;

const listSx = {
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 'modal',
  m: 0,
  mt: 0.5,
  p: 0.5,
  listStyle: 'none',
  bgcolor: 'background.paper',
  color: 'text.primary',
  borderRadius: 1,
  boxShadow: 8,
  '&[hidden]': { display: 'none' },
} as const;

const optionSx = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: 44,
  px: 1.5,
  py: 0.75,
  borderRadius: 1,
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-selected="true"]': {
    bgcolor: 'action.selected',
    outline: '2px solid',
    outlineColor: 'secondary.main',
  },
} as const;
