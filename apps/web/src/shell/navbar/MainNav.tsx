import Box from '@mui/material/Box';
import { type SxProps, type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useRegionTheme } from '../theme/ShellThemeProvider';

/** Draws its children in the navbar region's theme (settings panel: Themes > Navbar). */
export function NavbarTheme({ children }: { children: ReactNode }) {
  const theme = useRegionTheme('navbar');
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** The page's one main-navigation landmark; each layout places and sizes it. */
export function MainNav({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box component="nav" aria-label="Main navigation" sx={sx}>
      {children}
    </Box>
  );
}
