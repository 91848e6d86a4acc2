import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { setSessionExpiredHandler } from '@/api/http';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/routes/router';
import { clearSession } from '@/stores/auth-store';
import { AppThemeProvider } from '@/theme/app-theme-provider';

/** The whole portal: theme, toasts, the API cache and the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const appRouter = createAppRouter();
    // An expired or revoked session: forget the user and go to sign-in, remembering where they were.
    setSessionExpiredHandler(() => {
      clearSession();
      queryClient.clear();
      const origin = appRouter.state.location.href;
      void appRouter.navigate({ href: `/?${new URLSearchParams({ redirect: origin })}`, replace: true });
    });
    return appRouter;
  });

  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
