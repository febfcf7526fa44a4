import { darken, type Theme } from '@mui/material/styles';

/** Red text that stays readable: the dark shade on light paper, the light shade on dark (≥ 4.5:1). */
export const errorText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark;
/** Material's dark orange is 3.8:1 on white: a shade darker for text (about 5.5:1). */
export const warningText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.warning.light : darken(theme.palette.warning.dark, 0.2);
export const successText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.success.light : theme.palette.success.dark;
