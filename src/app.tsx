import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { setSessionExpiredHandler } from '@/api/http';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { Toaster } from '@/components/ui/toast/toaster';
import { createAppRouter } from '@/routes/router';
import { clearSession } from '@/stores/auth-store';
import { AppThemeProvider } from '@/theme/app-theme-provider';

/** The whole portal: theme, toasts and the router (the API cache comes with the signed-in layouts). */
export function App() {
  const [router] = useState(() => {
    const appRouter = createAppRouter();
    // An expired or revoked session: forget the user and go to sign-in, remembering where they were.
    setSessionExpiredHandler(() => {
      clearSession();
      const origin = appRouter.state.location.href;
      void appRouter.navigate({ href: `/?${new URLSearchParams({ redirect: origin })}`, replace: true });
    });
    return appRouter;
  });

  return (
    <AppThemeProvider>
      <ToastProvider>
        <RouterProvider router={router} />
        <Toaster />
      </ToastProvider>
    </AppThemeProvider>
  );
}
