import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

const cache = new WeakMap<Theme, Theme>();

/**
 * Several palettes keep a dark primary colour in dark mode (Default dark: #3C4252 on #262933), which
 * leaves text buttons, outlines, focused labels and checked boxes below 3:1. Inside this wrapper a dark
 * theme uses its secondary colour's light tone as the primary, so every primary-coloured control stays
 * readable; light themes pass through unchanged.
 */
export function ReadableAccent({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={readable}>{children}</ThemeProvider>;
}

function readable(outer: Theme): Theme {
  if (outer.palette.mode !== 'dark') return outer;
  let theme = cache.get(outer);
  if (!theme) {
    const primary = outer.palette.augmentColor({ color: { main: outer.palette.secondary.light } });
    theme = { ...outer, palette: { ...outer.palette, primary } };
    cache.set(outer, theme);
  }
  return theme;
}
