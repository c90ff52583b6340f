import CheckIcon from '@mui/icons-material/Check';
import LanguageIcon from '@mui/icons-material/Language';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { locales } from '@/i18n/locales.ts';

/**
 * The language menu: each language named in its own language (English, Français), the current one
 * ticked. The choice is remembered on this device (i18nProvider) and relabels the whole console.
 */
export function LanguageMenuButton() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  // A generated test language is offered only while it is the one in use.
  const languages = locales.filter((language) => !language.pseudo || language.locale === locale);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;
  const label = translate('app.layout.language', { language: current });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? 'language-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <LanguageIcon />
        </IconButton>
      </Tooltip>
      <Menu id="language-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(language.locale);
            }}
          >
            <ListItemIcon>{language.locale === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{language.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
