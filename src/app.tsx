import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { setSessionExpiredHandler } from '@/api/http';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { createAppRouter } from '@/routes/router';
import { clearSession } from '@/stores/auth-store';
import { AppThemeProvider } from '@/theme/app-theme-provider';

// The toast corner loads just after the first paint: the sign-in screen shows no toasts (issue 15, the 150 KB budget).
const Toaster = lazy(() => import('@/components/ui/toast/toaster').then((m) => ({ default: m.Toaster })));

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
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ToastProvider>
    </AppThemeProvider>
  );
}
