import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../../shell/theme/create-app-theme';
import { THEME_NAMES } from '../../shell/theme/themes';
import {
  chipGrounds,
  overlay,
  READABLE_CONTRAST,
  readableShade,
  readableTones,
  toneGrounds,
  toneText,
} from './tones';

/** Every theme a region may show: the nine, and each main theme forced dark and forced light. */
const themes = THEME_NAMES.flatMap((name) => [
  { label: name, theme: themeFor(name, name) },
  { label: `${name} forced dark`, theme: themeFor('mainThemeDark', name) },
  { label: `${name} forced light`, theme: themeFor('mainThemeLight', name) },
]);

describe('readable tones (palette.tone)', () => {
  it.each(themes)('keep 4.5:1 on paper, selected, hovered and warning rows in $label', ({ theme }) => {
    const { palette } = theme;
    const grounds = toneGrounds(palette);
    expect(grounds[0]).toBe(palette.background.paper);
    for (const tone of ['error', 'warning', 'success', 'info', 'negative'] as const)
      for (const ground of grounds)
        expect
          .soft(getContrastRatio(palette.tone[tone], ground), `${tone} on ${ground}`)
          .toBeGreaterThanOrEqual(READABLE_CONTRAST);
  });

  it.each(themes)(
    "keep 4.5:1 as a chip's label on its own tint, on any of those rows, in $label",
    ({ theme }) => {
      const { palette } = theme;
      for (const tone of ['error', 'warning', 'success', 'info'] as const)
        for (const ground of chipGrounds(palette, palette[tone].main))
          expect
            .soft(getContrastRatio(palette.tone[tone], ground), `${tone} chip on ${ground}`)
            .toBeGreaterThanOrEqual(READABLE_CONTRAST);
      // The Active chip of a hovered users row in Default dark measured 4.3:1 before chips were counted.
      const dark = themeFor('defaultDark', 'defaultDark').palette;
      const hovered = overlay(
        overlay(dark.background.paper, '#FFFFFF', dark.action.hoverOpacity),
        dark.success.main,
        0.16,
      );
      expect(getContrastRatio(dark.tone.success, hovered)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    },
  );

  it("keeps a shade that is already readable and steps one that is not, towards the paper's opposite", () => {
    expect(readableShade('#1B5E20', ['#FFFFFF'], 'light')).toBe('#1B5E20');
    const onSlate = readableShade('#E57373', ['#00465C'], 'dark');
    expect(getContrastRatio(onSlate, '#00465C')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(getContrastRatio('#E57373', '#00465C')).toBeLessThan(READABLE_CONTRAST);
    const onWhite = readableShade('#FFFFFF', ['#FFFFFF'], 'light');
    expect(getContrastRatio(onWhite, '#FFFFFF')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(overlay('#FFFFFF', '#000000', 0.5)).toBe('rgb(128, 128, 128)');
  });

  it('use one warning colour on light paper, derived from the palette', () => {
    const light = themeFor('default', 'default').palette;
    expect(light.tone.warning).toBe(readableTones(light).warning);
    expect(getContrastRatio(light.tone.warning, '#FFFFFF')).toBeGreaterThan(
      getContrastRatio(light.warning.dark, '#FFFFFF'),
    );
    // On dark paper the light shade, stepped lighter only as far as its chips on hovered rows need.
    const dark = themeFor('defaultDark', 'defaultDark').palette;
    expect(dark.tone.warning).toBe(
      readableShade(
        dark.warning.light,
        [...toneGrounds(dark), ...chipGrounds(dark, dark.warning.main)],
        'dark',
      ),
    );
    expect(getContrastRatio(dark.tone.warning, dark.background.paper)).toBeGreaterThan(
      getContrastRatio(dark.warning.light, dark.background.paper),
    );
  });

  it('names a palette path per tone, the muted text for neutral', () => {
    expect(toneText('warning')).toBe('tone.warning');
    expect(toneText('neutral')).toBe('text.secondary');
  });
});
