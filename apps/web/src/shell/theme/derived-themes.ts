import {
  isThemeName,
  type RegionThemeName,
  THEME_DEFINITIONS,
  type ThemeDefinition,
  type ThemeName,
} from './themes';

/** Mixes a #RRGGBB colour with black (amount 0..1 of black). Pure, for the derived dark backgrounds. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * (1 - amount));
  const out = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${out.toString(16).padStart(6, '0').toUpperCase()}`;
}

/** The main theme forced to dark: its own colours on dark surfaces taken from its primary's dark shade. */
export function darkVariantOf(def: ThemeDefinition): ThemeDefinition {
  if (def.mode === 'dark') return def;
  const ramp = def.primary.ramp;
  return {
    ...def,
    mode: 'dark',
    background: ramp
      ? { default: ramp[900], paper: ramp[800] }
      : { default: shade(def.primary.dark, 0.62), paper: shade(def.primary.dark, 0.5) },
  };
}

/** The main theme forced to light: its own colours on the shell's light surfaces. */
export function lightVariantOf(def: ThemeDefinition): ThemeDefinition {
  if (def.mode === 'light') return def;
  const { background: _dark, ...rest } = def;
  return { ...rest, mode: 'light' };
}

/** The palette a region shows for its setting, given the main theme. Unknown names fall back to main. */
export function resolveThemeDefinition(selection: RegionThemeName, main: ThemeName): ThemeDefinition {
  const mainDef = THEME_DEFINITIONS[main] ?? THEME_DEFINITIONS.default;
  if (selection === 'mainThemeDark') return darkVariantOf(mainDef);
  if (selection === 'mainThemeLight') return lightVariantOf(mainDef);
  return isThemeName(selection) ? THEME_DEFINITIONS[selection] : mainDef;
}

/** Light-mode surfaces of the shell (the page is a cool grey so white cards stand out). */
export const LIGHT_BACKGROUND = { default: '#F4F5F7', paper: '#FFFFFF' };
/** Dark surfaces for a dark theme that names none. */
export const DARK_BACKGROUND = { default: '#1E2129', paper: '#262933' };

export function backgroundOf(def: ThemeDefinition): { default: string; paper: string } {
  return def.background ?? (def.mode === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
}

/** The four colours of a theme's swatch in the picker: primary, secondary, error and paper. */
export function swatchColours(def: ThemeDefinition) {
  return {
    primary: def.primary.main,
    secondary: def.secondary.main,
    error: def.error.main,
    paper: backgroundOf(def).paper,
  };
}
