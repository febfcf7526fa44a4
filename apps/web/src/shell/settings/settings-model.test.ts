import { describe, expect, it } from 'vitest';
import { LAYOUTS, optionsOf } from './layout-definitions';
import {
  applyLayoutOverride,
  changeLayoutStyle,
  defaultSettings,
  hidesAllChrome,
  mergeSettings,
  NO_CHROME,
  setLayoutOption,
  setRegionTheme,
} from './settings-model';

const defaults = defaultSettings(LAYOUTS);

describe('mergeSettings', () => {
  it('gives the defaults for nothing saved, or for garbage', () => {
    for (const saved of [undefined, null, {}, 'layout2', 42, [], { layout: 'x', theme: 7 }]) {
      expect(mergeSettings(defaults, LAYOUTS, saved)).toEqual(defaults);
    }
  });

  it('starts from the saved layout style defaults and keeps valid saved options', () => {
    const merged = mergeSettings(defaults, LAYOUTS, {
      layout: { style: 'layout2', config: { mode: 'fullwidth', toolbar: { style: 'static' } } },
    });
    expect(merged.layout.style).toBe('layout2');
    expect(merged.layout.config).toEqual({
      ...LAYOUTS.layout2.defaults,
      mode: 'fullwidth',
      toolbar: { ...LAYOUTS.layout2.defaults.toolbar, style: 'static' },
    });
  });

  it('drops values a layout does not allow, and options it does not declare', () => {
    const merged = mergeSettings(defaults, LAYOUTS, {
      layout: {
        style: 'layout2',
        // layout 2 has no folded or positioned navbar; 'sideways' is not a mode.
        config: { mode: 'sideways', navbar: { folded: true, position: 'right', display: 'yes' } },
      },
    });
    expect(merged.layout.config).toEqual(LAYOUTS.layout2.defaults);
  });

  it('keeps every declared option of layout 1 when valid', () => {
    const config = {
      mode: 'boxed',
      scroll: 'body',
      navbar: { display: false, folded: true, position: 'right', style: 'compact' },
      toolbar: { display: false, style: 'static', position: 'above' },
      footer: { display: false, style: 'fixed', position: 'above' },
    };
    expect(mergeSettings(defaults, LAYOUTS, { layout: { style: 'layout1', config } }).layout.config).toEqual(
      config,
    );
  });

  it('takes known themes per region; the main theme cannot be a derived one', () => {
    const merged = mergeSettings(defaults, LAYOUTS, {
      theme: { main: 'mainThemeDark', navbar: 'slate', toolbar: 'unknown', footer: 'mainThemeLight' },
      customScrollbars: false,
    });
    expect(merged.theme).toEqual({
      main: 'default',
      navbar: 'slate',
      toolbar: 'mainThemeLight',
      footer: 'mainThemeLight',
    });
    expect(merged.customScrollbars).toBe(false);
  });

  it('does not share objects with the layout defaults', () => {
    const merged = mergeSettings(defaults, LAYOUTS, {});
    merged.layout.config.navbar.folded = true;
    expect(LAYOUTS.layout1.defaults.navbar.folded).toBe(false);
  });
});

describe('changing settings', () => {
  it('resets the options when the layout style changes', () => {
    const folded = setLayoutOption(defaults, 'navbar.folded', true);
    const horizontal = changeLayoutStyle(folded, 'layout2', LAYOUTS);
    expect(horizontal.layout).toEqual({ style: 'layout2', config: LAYOUTS.layout2.defaults });
    expect(changeLayoutStyle(horizontal, 'layout1', LAYOUTS).layout.config.navbar.folded).toBe(false);
  });

  it('changes one option without touching the others', () => {
    const next = setLayoutOption(defaults, 'footer.position', 'above');
    expect(next.layout.config.footer).toEqual({ ...defaults.layout.config.footer, position: 'above' });
    expect(defaults.layout.config.footer.position).toBe('below');
  });

  it('sets a region theme and refuses a derived theme as the main one', () => {
    expect(setRegionTheme(defaults, 'toolbar', 'deepOcean').theme.toolbar).toBe('deepOcean');
    expect(setRegionTheme(defaults, 'main', 'mainThemeDark')).toBe(defaults);
  });

  it('declares only options whose default is allowed', () => {
    for (const layout of Object.values(LAYOUTS)) {
      const merged = mergeSettings(defaults, LAYOUTS, {
        layout: { style: layout.style, config: layout.defaults },
      });
      expect(merged.layout.config).toEqual(layout.defaults);
      expect(optionsOf(layout).length).toBeGreaterThan(0);
    }
  });
});

describe('route overrides', () => {
  it('hides every bar for chrome-less routes and leaves the saved settings alone', () => {
    const shown = applyLayoutOverride(defaults.layout.config, NO_CHROME);
    expect(hidesAllChrome(shown)).toBe(true);
    expect(shown.mode).toBe(defaults.layout.config.mode);
    expect(hidesAllChrome(defaults.layout.config)).toBe(false);
    expect(applyLayoutOverride(defaults.layout.config, undefined)).toBe(defaults.layout.config);
  });
});
