/**
 * The nine colour themes of the shell (design/themes.md: light / main / dark of each palette) and the
 * two derived ones: the selected main theme forced to dark, and forced to light. Pure data.
 */

export interface ColourRamp {
  50: string;
  100: string;
  200: string;
  300: string;
  400: string;
  500: string;
  600: string;
  700: string;
  800: string;
  900: string;
  A100: string;
  A200: string;
  A400: string;
  A700: string;
}

export interface PaletteColour {
  light: string;
  main: string;
  dark: string;
  contrastText?: string;
}

export interface ThemeDefinition {
  mode: 'light' | 'dark';
  primary: PaletteColour & { ramp?: ColourRamp };
  secondary: PaletteColour;
  /** Material red, the same in every theme. */
  error: { light: string; main: string; dark: string };
  /** Page and surface colours; absent means the shell's defaults for the mode. */
  background?: { default: string; paper: string };
}

/** The template's dark-grey ramp used as the default primary. */
export const CLEARLINE_DARK: ColourRamp = {
  50: '#ECECEE',
  100: '#C5C6CB',
  200: '#9EA1A9',
  300: '#7D818C',
  400: '#5C616F',
  500: '#3C4252',
  600: '#353A48',
  700: '#2D323E',
  800: '#262933',
  900: '#1E2129',
  A100: '#C5C6CB',
  A200: '#9EA1A9',
  A400: '#5C616F',
  A700: '#2D323E',
};

const MATERIAL_RED = { light: '#E57373', main: '#F44336', dark: '#D32F2F' };
const WHITE = '#FFFFFF';

const DEFAULT_PRIMARY = {
  light: CLEARLINE_DARK[400],
  main: CLEARLINE_DARK[500],
  dark: CLEARLINE_DARK[900],
  contrastText: WHITE,
  ramp: CLEARLINE_DARK,
};
const DEFAULT_SECONDARY = { light: '#29B6F6', main: '#039BE5', dark: '#0288D1', contrastText: WHITE };

export const THEME_NAMES = [
  'default',
  'sunset',
  'greeny',
  'beach',
  'tech',
  'sweetHues',
  'defaultDark',
  'deepOcean',
  'slate',
] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

export const THEME_DEFINITIONS: Record<ThemeName, ThemeDefinition> = {
  default: { mode: 'light', primary: DEFAULT_PRIMARY, secondary: DEFAULT_SECONDARY, error: MATERIAL_RED },
  sunset: {
    mode: 'light',
    primary: { light: '#FF908B', main: '#D0605E', dark: '#9B3134' },
    secondary: { light: '#C76A1D', main: '#FF994C', dark: '#FFCA7B', contrastText: WHITE },
    error: MATERIAL_RED,
  },
  greeny: {
    mode: 'light',
    primary: { light: '#6CABD4', main: '#387CA3', dark: '#005074' },
    secondary: { light: '#89F6CF', main: '#55C39E', dark: '#159270', contrastText: WHITE },
    error: MATERIAL_RED,
  },
  beach: {
    mode: 'light',
    primary: { light: '#C4D8DD', main: '#93A7AB', dark: '#65787C', contrastText: WHITE },
    secondary: { light: '#FFB281', main: '#F18153', dark: '#BA5228', contrastText: WHITE },
    error: MATERIAL_RED,
  },
  tech: {
    mode: 'light',
    primary: { light: '#87EFFF', main: '#4DBCE9', dark: '#008CB7', contrastText: WHITE },
    secondary: { light: '#FFFF83', main: '#D1E751', dark: '#9DB516' },
    error: MATERIAL_RED,
  },
  sweetHues: {
    mode: 'light',
    primary: { light: '#D5C1EB', main: '#A391B9', dark: '#746389', contrastText: WHITE },
    secondary: { light: '#90AFD4', main: '#6080A3', dark: '#325474' },
    error: MATERIAL_RED,
  },
  defaultDark: {
    mode: 'dark',
    primary: DEFAULT_PRIMARY,
    secondary: DEFAULT_SECONDARY,
    error: MATERIAL_RED,
    background: { default: CLEARLINE_DARK[900], paper: CLEARLINE_DARK[800] },
  },
  deepOcean: {
    mode: 'dark',
    primary: { light: '#8F53E7', main: '#5A24B4', dark: '#1E0083' },
    secondary: { light: '#FF61FF', main: '#FE00E9', dark: '#C600B6', contrastText: WHITE },
    error: MATERIAL_RED,
    background: { default: '#140F26', paper: '#1E1736' },
  },
  slate: {
    mode: 'dark',
    primary: { light: '#86FFF7', main: '#4ECDC4', dark: '#009B94' },
    secondary: { light: '#FF9D99', main: '#FF6B6B', dark: '#C73840', contrastText: WHITE },
    error: MATERIAL_RED,
    background: { default: '#1A2126', paper: '#232C32' },
  },
};

export const DEFAULT_THEME: ThemeName = 'default';

/** What a region (navbar, toolbar, footer) may use: one of the nine, or the main theme forced dark/light. */
export const DERIVED_THEMES = ['mainThemeDark', 'mainThemeLight'] as const;
export type DerivedThemeName = (typeof DERIVED_THEMES)[number];
export type RegionThemeName = ThemeName | DerivedThemeName;

export const THEME_LABELS: Record<RegionThemeName, string> = {
  default: 'Default',
  sunset: 'Sunset',
  greeny: 'Greeny',
  beach: 'Beach',
  tech: 'Tech',
  sweetHues: 'Sweet hues',
  defaultDark: 'Default dark',
  deepOcean: 'Deep ocean',
  slate: 'Slate',
  mainThemeDark: 'Main, dark',
  mainThemeLight: 'Main, light',
};

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);

export const isRegionThemeName = (value: unknown): value is RegionThemeName =>
  isThemeName(value) || (typeof value === 'string' && (DERIVED_THEMES as readonly string[]).includes(value));
