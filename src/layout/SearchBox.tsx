import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputBase, Typography } from '@mui/material';
import { setRef } from '@mui/material/utils';
import { useRef, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useCreatePath, useResourceDefinitions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MIN_SEARCH, useHeaderSearch } from './useHeaderSearch.ts';
import type { SearchHit } from './searchTargets.ts';

/**
 * The header's search: users (name, email), transactions (reference, id), coupons (code) and tasks
 * (title), a few of each as one types; choosing one opens it (a user's page, else its list narrowed
 * to it). `/` or Ctrl+K (⌘K) puts the cursor in it from anywhere but a text field.
 */
export function SearchBox() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const resources = useResourceDefinitions();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const { hits, loading, error } = useHeaderSearch(typed);
  const focus = (event: KeyboardEvent) => (event.preventDefault(), input.current?.focus());
  useHotkeys('/', focus, { useKey: true });
  useHotkeys('ctrl+k, meta+k', focus);
  const open = (hit: SearchHit) => {
    const list = createPath({ resource: hit.resource, type: 'list' });
    navigate(
      resources[hit.resource]?.hasShow
        ? createPath({ resource: hit.resource, id: hit.id, type: 'show' })
        : `${list}?${new URLSearchParams({ filter: JSON.stringify({ q: hit.primary }) })}`,
    );
    setTyped('');
    input.current?.blur();
  };
  const noOptions = error ? 'app.search.failed' : typed.trim().length < MIN_SEARCH ? 'app.search.type_more' : 'app.search.nothing';
  return (
    <Autocomplete<SearchHit, false, false, false>
      options={hits}
      filterOptions={(options) => options}
      groupBy={(hit) => translate(`resources.${hit.resource}.menu`)}
      getOptionLabel={(hit) => hit.primary}
      getOptionKey={(hit) => `${hit.resource}:${hit.id}`}
      isOptionEqualToValue={(a, b) => a.resource === b.resource && a.id === b.id}
      inputValue={typed}
      onInputChange={(_, value, reason) => reason !== 'reset' && setTyped(value)}
      value={null}
      onChange={(_, hit) => hit && open(hit)}
      loading={loading}
      loadingText={translate('app.search.searching')}
      noOptionsText={translate(noOptions, { min: MIN_SEARCH })}
      openOnFocus={false}
      autoHighlight
      blurOnSelect
      slotProps={{ popper: { sx: { minWidth: 320 }, placement: 'bottom-start' } }}
      sx={{ flex: '1 1 auto', minWidth: 0, maxWidth: 360, mx: 1 }}
      renderOption={({ key, ...props }, hit) => (
        <li key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {hit.primary || translate('app.dashboard.value.no_name')}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {hit.secondary}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={({ slotProps, id, disabled }) => (
        <Box
          role="search"
          ref={slotProps.input.ref}
          onMouseDown={slotProps.input.onMouseDown}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            borderRadius: 1,
            // Darkens the bar's colour: white text keeps 4.5:1 on it in both themes.
            bgcolor: 'rgba(0, 0, 0, 0.25)',
          }}
        >
          <SearchIcon fontSize="small" aria-hidden />
          <InputBase
            id={id}
            disabled={disabled}
            inputRef={(node: HTMLInputElement | null) => {
              input.current = node;
              setRef(slotProps.htmlInput.ref, node);
            }}
            placeholder={translate('app.layout.search')}
            inputProps={{
              ...slotProps.htmlInput,
              ref: undefined,
              'aria-label': translate('app.layout.search_label'),
              type: 'search',
              'aria-keyshortcuts': '/ Control+K',
            }}
            sx={{
              color: 'inherit',
              flex: 1,
              minWidth: 0,
              '& input::placeholder': { opacity: 0.85 },
              '& input::-webkit-search-cancel-button': { display: 'none' },
            }}
          />
        </Box>
      )}
    />
  );
}
