import { describe, expect, it } from 'vitest';
import {
  darkVariantOf,
  lightVariantOf,
  resolveThemeDefinition,
  shade,
  swatchColours,
} from './derived-themes';
import { THEME_DEFINITIONS, THEME_NAMES } from './themes';

describe('themes', () => {
  it('defines all nine with Material red as the error colour', () => {
    expect(THEME_NAMES).toHaveLength(9);
    for (const name of THEME_NAMES) expect(THEME_DEFINITIONS[name].error.main).toBe('#F44336');
    expect(THEME_NAMES.filter((n) => THEME_DEFINITIONS[n].mode === 'dark')).toEqual([
      'defaultDark',
      'deepOcean',
      'slate',
    ]);
  });

  it('derives a dark and a light variant of the main theme with the same colours', () => {
    const sunsetDark = resolveThemeDefinition('mainThemeDark', 'sunset');
    expect(sunsetDark.mode).toBe('dark');
    expect(sunsetDark.primary).toEqual(THEME_DEFINITIONS.sunset.primary);
    expect(sunsetDark.background?.default).toBe(shade('#9B3134', 0.62));
    const slateLight = resolveThemeDefinition('mainThemeLight', 'slate');
    expect(slateLight.mode).toBe('light');
    expect(slateLight.background).toBeUndefined();
    expect(darkVariantOf(THEME_DEFINITIONS.slate)).toBe(THEME_DEFINITIONS.slate);
    expect(lightVariantOf(THEME_DEFINITIONS.beach)).toBe(THEME_DEFINITIONS.beach);
    // The default ramp gives the classic dark navbar.
    expect(resolveThemeDefinition('mainThemeDark', 'default').background).toEqual({
      default: '#1E2129',
      paper: '#262933',
    });
  });

  it('resolves a named region theme regardless of the main one', () => {
    expect(resolveThemeDefinition('tech', 'slate')).toBe(THEME_DEFINITIONS.tech);
  });

  it('shades towards black', () => {
    expect(shade('#FFFFFF', 0.5)).toBe('#808080');
    expect(shade('#3C4252', 0)).toBe('#3C4252');
  });

  it('describes a swatch by primary, secondary, error and paper', () => {
    expect(swatchColours(THEME_DEFINITIONS.deepOcean)).toEqual({
      primary: '#5A24B4',
      secondary: '#FE00E9',
      error: '#F44336',
      paper: '#1E1736',
    });
  });
});
