import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useMemo } from 'react';
import { AuthProvider } from '../shared/auth/AuthProvider';
import { isApiError } from '../shared/lib/api-client';
import { ShellSettingsProvider } from '../shell/settings/ShellSettingsProvider';
import { ShellThemeProvider } from '../shell/theme/ShellThemeProvider';

/** Spec §9: messages hide after 6000 ms unless a caller says otherwise. */
export const MESSAGE_AUTO_HIDE_MS = 6000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal (4xx) will not change on retry; a network blip or a 5xx may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Server-state cache, the signed-in user, the layout settings (restored from the profile at sign-in),
 * the main theme they choose, and snackbars, around the router.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const queryClient = useMemo(createQueryClient, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ShellSettingsProvider>
          <ShellThemeProvider>
            <SnackbarProvider
              maxSnack={3}
              anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
              autoHideDuration={MESSAGE_AUTO_HIDE_MS}
            >
              {children}
            </SnackbarProvider>
          </ShellThemeProvider>
        </ShellSettingsProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
