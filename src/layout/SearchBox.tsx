import SearchIcon from '@mui/icons-material/Search';
import { Box, InputBase } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The header's search box: shown, with no behaviour yet. */
export function SearchBox() {
  const translate = useTranslate();
  return (
    <Box
      role="search"
      sx={{
        flex: '1 1 auto',
        minWidth: 0,
        maxWidth: 360,
        mx: 1,
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
        placeholder={translate('app.layout.search')}
        inputProps={{ 'aria-label': translate('app.layout.search_label'), type: 'search' }}
        sx={{ color: 'inherit', flex: 1, minWidth: 0, '& input::placeholder': { opacity: 0.85 } }}
      />
    </Box>
  );
}
