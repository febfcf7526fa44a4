import { red } from '@mui/material/colors';
import {
  alpha,
  darken,
  decomposeColor,
  getContrastRatio,
  lighten,
  type Palette,
  recomposeColor,
  type Theme,
} from '@mui/material/styles';

/**
 * The readable tones: text colours that keep 4.5:1 on paper, on a selected (tinted) row and on a
 * warning-tinted panel, in every theme and both modes. They are palette tokens (`palette.tone`), set
 * by the shell's theme builder, so sx reads them as 'tone.warning' like any palette colour.
 */
export interface ReadableTones {
  error: string;
  warning: string;
  success: string;
  info: string;
  /** Debit amounts: a deeper red than `error`, readable on tinted rows as well. */
  negative: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    tone: ReadableTones;
  }
  interface PaletteOptions {
    tone?: ReadableTones;
  }
}

/** WCAG AA for body text. */
export const READABLE_CONTRAST = 4.5;

/**
 * `base`, or the first shade of it (5 % steps, darker on light paper, lighter on dark) that keeps
 * READABLE_CONTRAST on every ground. Most palettes keep the base; coloured dark papers (slate, a
 * main theme forced dark) get a lighter shade of the same hue.
 */
export function readableShade(base: string, grounds: readonly string[], mode: 'light' | 'dark'): string {
  for (let step = 0; step <= 20; step += 1) {
    const shade =
      step === 0 ? base : mode === 'dark' ? lighten(base, step * 0.05) : darken(base, step * 0.05);
    if (grounds.every((ground) => getContrastRatio(shade, ground) >= READABLE_CONTRAST)) return shade;
  }
  return mode === 'dark' ? '#FFFFFF' : '#000000';
}

type TonePalette = Pick<
  Palette,
  'mode' | 'error' | 'warning' | 'success' | 'info' | 'primary' | 'background'
> & {
  action: Pick<Palette['action'], 'selectedOpacity' | 'hoverOpacity'>;
};

/** How strongly a warning band (the panel's row with a difference to explain) tints the paper. */
export const WARNING_BAND_OPACITY = { light: 0.14, dark: 0.18 } as const;

/** `over` laid at `opacity` on the opaque colour `under`. */
export function overlay(under: string, over: string, opacity: number): string {
  const a = decomposeColor(under).values;
  const b = decomposeColor(over).values;
  const mixed = [0, 1, 2].map((i) => Math.round(a[i]! * (1 - opacity) + b[i]! * opacity));
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

/** How strongly a tone's chip or band tints what lies under it (toneTint). */
export const TINT_OPACITY = { light: 0.1, dark: 0.16 } as const;

/**
 * The grounds a tone is read on: paper, a selected row (primary tint), a warning band, a row under the
 * pointer and a selected row under the pointer (Material's table rows add the hover opacity).
 */
export function toneGrounds(palette: TonePalette): string[] {
  const paper = palette.background.paper;
  const { selectedOpacity, hoverOpacity } = palette.action;
  return [
    paper,
    overlay(paper, palette.primary.main, selectedOpacity),
    overlay(paper, palette.warning.main, WARNING_BAND_OPACITY[palette.mode]),
    overlay(paper, palette.mode === 'dark' ? '#FFFFFF' : '#000000', hoverOpacity),
    overlay(paper, palette.primary.main, selectedOpacity + hoverOpacity),
  ];
}

/** The grounds of a chip of a tone whose main colour is `main`: its tint over each of toneGrounds. */
export function chipGrounds(palette: TonePalette, main: string): string[] {
  return toneGrounds(palette).map((ground) => overlay(ground, main, TINT_OPACITY[palette.mode]));
}

/**
 * The tones of a palette, starting from Material's shades: on light paper the dark shades (warning and
 * debits a shade darker still: orange #E65100 is 3.8:1 on white), on dark paper the light shades
 * (debits in red 200), each then made readable on the palette's grounds (readableShade).
 */
export function readableTones(palette: TonePalette): ReadableTones {
  const dark = palette.mode === 'dark';
  const grounds = toneGrounds(palette);
  const readable = (base: string) => readableShade(base, grounds, palette.mode);
  // A status tone is also a chip's label, on the chip's own tint (StatusChip).
  const status = (tone: Exclude<Tone, 'neutral'>, base: string) =>
    readableShade(base, [...grounds, ...chipGrounds(palette, palette[tone].main)], palette.mode);
  return {
    error: status('error', dark ? palette.error.light : palette.error.dark),
    warning: status('warning', dark ? palette.warning.light : darken(palette.warning.dark, 0.2)),
    success: status('success', dark ? palette.success.light : palette.success.dark),
    info: status('info', dark ? palette.info.light : palette.info.dark),
    negative: readable(dark ? red[200] : darken(palette.error.dark, 0.2)),
  };
}

/** The tones a status can take; neutral is the muted text colour. */
export type Tone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

/** A tone's text colour (a palette path for sx). */
export const toneText = (tone: Tone) => (tone === 'neutral' ? 'text.secondary' : `tone.${tone}`);

/** A tone's faint background (chips, bands): its main colour at TINT_OPACITY. */
export const toneTint = (tone: Tone) => (t: Theme) =>
  alpha(tone === 'neutral' ? t.palette.text.primary : t.palette[tone].main, TINT_OPACITY[t.palette.mode]);
