import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { readableTones } from '../../shared/ui/tones';
import { backgroundOf, resolveThemeDefinition } from './derived-themes';
import { DEFAULT_THEME, type RegionThemeName, type ThemeDefinition, type ThemeName } from './themes';

/** Accessible link and focus colour on light paper (#01579B on white: 7.7:1). */
const LINK_ON_LIGHT = '#01579B';

/** Builds the MUI theme for a palette. Component defaults are shared by every theme. */
export function createThemeFromDefinition(def: ThemeDefinition): Theme {
  const dark = def.mode === 'dark';
  const focus = dark ? def.secondary.light : LINK_ON_LIGHT;
  const errorText = dark ? def.error.light : def.error.dark;
  const withContrast = (c: ThemeDefinition['secondary']) => ({
    light: c.light,
    main: c.main,
    dark: c.dark,
    ...(c.contrastText ? { contrastText: c.contrastText } : {}),
  });
  const theme = createTheme({
    palette: {
      mode: def.mode,
      primary: withContrast(def.primary),
      secondary: withContrast(def.secondary),
      error: def.error,
      background: backgroundOf(def),
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'Muli, Roboto, "Helvetica Neue", Helvetica, Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25 },
      h2: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.3 },
      h3: { fontSize: '1.0625rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [tabindex]:focus-visible': {
            outline: `3px solid ${focus}`,
            outlineOffset: 2,
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8 }, sizeLarge: { paddingTop: 10, paddingBottom: 10 } },
      },
      MuiLink: {
        defaultProps: { underline: 'hover' },
        styleOverrides: { root: { color: dark ? def.secondary.light : LINK_ON_LIGHT, fontWeight: 600 } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { backgroundColor: dark ? undefined : alpha('#FFFFFF', 0.9) },
        },
      },
      MuiChip: { styleOverrides: { label: { fontWeight: 600 } } },
      // Material's unselected toggle text (action.active, black at 54 %) is 4.48:1 on the grey page ground
      // of the light themes; the secondary text colour is 5.6:1 there. The selected one keeps Material's.
      MuiToggleButton: { styleOverrides: { root: ({ theme: t }) => ({ color: t.palette.text.secondary }) } },
      MuiTooltip: { defaultProps: { arrow: true } },
      // Material red (#F44336) is 3.7:1 on white: enough for borders and icons, not for text. Error text
      // uses the dark shade (5:1).
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-error': { color: errorText } } } },
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-error': { color: errorText } } } },
    },
  });
  // The readable tones derive from the finished palette (Material's warning, success and info shades).
  theme.palette.tone = readableTones(theme.palette);
  return theme;
}

const cache = new Map<string, Theme>();

/** The MUI theme of a region setting (one of the nine, or the main theme forced dark/light), cached. */
export function themeFor(selection: RegionThemeName, main: ThemeName = DEFAULT_THEME): Theme {
  const key = `${selection}|${main}`;
  let theme = cache.get(key);
  if (!theme) {
    theme = createThemeFromDefinition(resolveThemeDefinition(selection, main));
    cache.set(key, theme);
  }
  return theme;
}

/** The main theme itself. */
export const createAppTheme = (name: ThemeName = DEFAULT_THEME): Theme => themeFor(name, name);
