import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { ThemeRegion } from '../settings/settings-model';
import { useShellSettings } from '../settings/shell-settings-context';
import { themeFor } from './create-app-theme';

/** Thin scrollbars in the region's own colours (the standard properties; Chromium and Firefox). */
export function scrollbarStyles(theme: Theme) {
  return {
    scrollbarWidth: 'thin',
    scrollbarColor: `${alpha(theme.palette.text.primary, 0.28)} transparent`,
  } as const;
}

/** The main theme around the whole app (entry pages included), the baseline and custom scrollbars. */
export function ShellThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useShellSettings();
  const theme = themeFor(settings.theme.main, settings.theme.main);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {settings.customScrollbars ? (
        <GlobalStyles styles={(t) => ({ 'html, body, body *': scrollbarStyles(t) })} />
      ) : null}
      {children}
    </ThemeProvider>
  );
}

/** The theme chosen for one region of the shell (navbar, toolbar, footer). */
export function useRegionTheme(region: ThemeRegion): Theme {
  const { settings } = useShellSettings();
  return themeFor(settings.theme[region], settings.theme.main);
}

/** Renders `children` in the region's theme. */
export function RegionTheme({ region, children }: { region: ThemeRegion; children: ReactNode }) {
  return <ThemeProvider theme={useRegionTheme(region)}>{children}</ThemeProvider>;
}
