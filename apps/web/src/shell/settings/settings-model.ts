import {
  DEFAULT_THEME,
  isRegionThemeName,
  isThemeName,
  type RegionThemeName,
  type ThemeName,
} from '../theme/themes';
import {
  isLayoutStyle,
  type LayoutConfig,
  type LayoutDefinition,
  type LayoutOption,
  type LayoutStyle,
  type OptionPath,
  optionsOf,
} from './layout-definitions';

/** Everything the settings panel changes (spec §3 Settings: layout.style, layout.config, theme, scrollbars). */
export interface ShellSettings {
  layout: { style: LayoutStyle; config: LayoutConfig };
  theme: { main: ThemeName; navbar: RegionThemeName; toolbar: RegionThemeName; footer: RegionThemeName };
  customScrollbars: boolean;
}

export type ThemeRegion = keyof ShellSettings['theme'];
export const THEME_REGIONS: ThemeRegion[] = ['main', 'navbar', 'toolbar', 'footer'];

/** design/themes.md: by default the navbar and footer use the dark variant, the toolbar the light one. */
export function defaultSettings(layouts: Record<LayoutStyle, LayoutDefinition>): ShellSettings {
  return {
    layout: { style: 'layout1', config: structuredClone(layouts.layout1.defaults) },
    theme: {
      main: DEFAULT_THEME,
      navbar: 'mainThemeDark',
      toolbar: 'mainThemeLight',
      footer: 'mainThemeDark',
    },
    customScrollbars: true,
  };
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function readOption(config: LayoutConfig, path: OptionPath): unknown {
  let node: unknown = config;
  for (const key of path.split('.')) node = isObject(node) ? node[key] : undefined;
  return node;
}

/** A copy of `config` with one option changed. */
export function writeOption(config: LayoutConfig, path: OptionPath, value: unknown): LayoutConfig {
  const copy = structuredClone(config) as unknown as Loose;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Loose;
  node[keys[keys.length - 1] as string] = value;
  return copy as unknown as LayoutConfig;
}

export function isAllowed(option: LayoutOption, value: unknown): boolean {
  if (option.kind === 'switch') return typeof value === 'boolean';
  return option.choices.some((choice) => choice.value === value);
}

/**
 * The settings to use: `defaults`, with the chosen layout's own defaults, overlaid with whatever of
 * `saved` (a profile's or local storage's value, possibly stale or foreign) is valid. Options a layout
 * does not declare keep that layout's defaults; unknown themes and styles fall back to the defaults.
 */
export function mergeSettings(
  defaults: ShellSettings,
  layouts: Record<LayoutStyle, LayoutDefinition>,
  saved: unknown,
): ShellSettings {
  const source = isObject(saved) ? saved : {};
  const savedLayout = isObject(source.layout) ? source.layout : {};
  const style = isLayoutStyle(savedLayout.style) ? savedLayout.style : defaults.layout.style;
  const layout = layouts[style];
  let config = structuredClone(layout.defaults);
  const savedConfig = isObject(savedLayout.config) ? (savedLayout.config as unknown as LayoutConfig) : null;
  if (savedConfig) {
    for (const option of optionsOf(layout)) {
      const value = readOption(savedConfig, option.path);
      if (isAllowed(option, value)) config = writeOption(config, option.path, value);
    }
  }
  const savedTheme = isObject(source.theme) ? source.theme : {};
  const region = (name: Exclude<ThemeRegion, 'main'>) =>
    isRegionThemeName(savedTheme[name]) ? savedTheme[name] : defaults.theme[name];
  return {
    layout: { style, config },
    theme: {
      main: isThemeName(savedTheme.main) ? savedTheme.main : defaults.theme.main,
      navbar: region('navbar'),
      toolbar: region('toolbar'),
      footer: region('footer'),
    },
    customScrollbars:
      typeof source.customScrollbars === 'boolean' ? source.customScrollbars : defaults.customScrollbars,
  };
}

/** Changing the layout style resets that layout's options to its defaults (design/themes.md). */
export function changeLayoutStyle(
  settings: ShellSettings,
  style: LayoutStyle,
  layouts: Record<LayoutStyle, LayoutDefinition>,
): ShellSettings {
  return { ...settings, layout: { style, config: structuredClone(layouts[style].defaults) } };
}

export function setLayoutOption(settings: ShellSettings, path: OptionPath, value: unknown): ShellSettings {
  return {
    ...settings,
    layout: { ...settings.layout, config: writeOption(settings.layout.config, path, value) },
  };
}

export function setRegionTheme(
  settings: ShellSettings,
  region: ThemeRegion,
  name: RegionThemeName,
): ShellSettings {
  if (region === 'main' && !isThemeName(name)) return settings;
  return { ...settings, theme: { ...settings.theme, [region]: name } };
}

/** A route's temporary changes to the layout (e.g. entry pages hide every bar). */
export interface LayoutOverride {
  mode?: LayoutConfig['mode'];
  scroll?: LayoutConfig['scroll'];
  navbar?: Partial<LayoutConfig['navbar']>;
  toolbar?: Partial<LayoutConfig['toolbar']>;
  footer?: Partial<LayoutConfig['footer']>;
}

/** Hides navbar, toolbar and footer: entry pages and the 404 page. */
export const NO_CHROME: LayoutOverride = {
  navbar: { display: false },
  toolbar: { display: false },
  footer: { display: false },
};

/** The layout a route shows: the user's settings with the route's override on top (never saved). */
export function applyLayoutOverride(
  config: LayoutConfig,
  override: LayoutOverride | undefined,
): LayoutConfig {
  if (!override) return config;
  return {
    mode: override.mode ?? config.mode,
    scroll: override.scroll ?? config.scroll,
    navbar: { ...config.navbar, ...override.navbar },
    toolbar: { ...config.toolbar, ...override.toolbar },
    footer: { ...config.footer, ...override.footer },
  };
}

export const hidesAllChrome = (config: LayoutConfig): boolean =>
  !config.navbar.display && !config.toolbar.display && !config.footer.display;

/** The profile's shape of the settings (users.contract.ts UserSettings: layout.config is a plain record). */
export function toUserSettings(settings: ShellSettings) {
  return {
    layout: {
      style: settings.layout.style,
      config: { ...settings.layout.config } as Record<string, unknown>,
    },
    theme: { ...settings.theme },
    customScrollbars: settings.customScrollbars,
  };
}
