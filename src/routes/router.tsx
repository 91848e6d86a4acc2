import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { RouteError } from '@/components/page/route-error';
import { AREA_PREFIXES, paths } from '@/config/paths';
import { decideAccess, decideAdminDashboardAccess } from '@/config/route-guard';
import { SignInPage } from '@/features/auth/routes/sign-in-page';
import { historySearchSchema, withoutLegacyFilters } from '@/features/history/history-search';
import { currentUser } from '@/stores/auth-store';
import { preloadPdfViewer } from '@/components/pdf-viewer/preload-pdf-viewer';
import { enforce } from './guards';
import './route-titles';

const rootRoute = createRootRoute({ component: Outlet });

// zod/mini: the route table loads before the first paint.
const signInSearchSchema = z.object({ redirect: z.catch(z.optional(z.string()), undefined) });

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: (search) => signInSearchSchema.parse(search),
  // In the entry chunk: the landing screen paints without waiting for a second round of chunks.
  component: SignInPage,
});

const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  component: lazyRouteComponent(() => import('@/features/auth/routes/sign-up-page'), 'SignUpPage'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password/$token',
  component: lazyRouteComponent(() => import('@/features/auth/routes/reset-password-page'), 'ResetPasswordPage'),
});

const adminDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/dashboard',
  staticData: { title: 'Dashboard' },
  beforeLoad: ({ location }) => enforce(decideAdminDashboardAccess(currentUser(), location.pathname), location.href),
  component: lazyRouteComponent(() => import('./admin-dashboard-shell'), 'AdminDashboardShell'),
});

/** The same five screens under every role prefix, and under the unprefixed fallback for other roles. */
function roleArea(prefix: string) {
  const segment = prefix.replace(/^\//, '');
  const under = (path: string) => (segment ? `${segment}/${path}` : path);
  const area = createRoute({
    getParentRoute: () => rootRoute,
    id: segment ? `${segment}-area` : 'fallback-area',
    beforeLoad: ({ location }) => {
      // Before the guard, so the sign-in page's ?redirect= never carries a bookmarked patient name either.
      const onList = location.pathname.replace(/\/$/, '') === paths.history(prefix);
      const stripped = onList ? withoutLegacyFilters(location) : undefined;
      if (stripped) throw redirect({ href: stripped, replace: true });
      enforce(decideAccess(currentUser(), prefix, location.pathname), location.href);
    },
    // Every path from here leads to PDFs (a report's two viewers, an upload's results): pdf.js starts while the
    // user reads the screen, not when a report is chosen.
    loader: preloadPdfViewer,
    component: lazyRouteComponent(() => import('./role-area-shell'), 'RoleAreaShell'),
  });
  return area.addChildren([
    createRoute({
      getParentRoute: () => area,
      path: under('history'),
      staticData: { title: 'History' },
      validateSearch: (search) => historySearchSchema.parse(search),
      component: lazyRouteComponent(() => import('@/features/history/routes/history-page'), 'HistoryPage'),
    }),
    createRoute({
      getParentRoute: () => area,
      path: under('history/audit-report/$auditReportId'),
      staticData: { title: 'Audit Report' },
      component: lazyRouteComponent(() => import('@/features/audit-report/routes/audit-report-page'), 'AuditReportPage'),
    }),
    createRoute({
      getParentRoute: () => area,
      path: under('docs-cloning'),
      staticData: { title: 'Docs Cloning' },
      component: lazyRouteComponent(() => import('@/features/docs-cloning/routes/docs-cloning-page'), 'DocsCloningPage'),
    }),
    createRoute({
      getParentRoute: () => area,
      path: under('docs-cloning/create'),
      staticData: { title: 'Docs Cloning' },
      component: lazyRouteComponent(() => import('@/features/docs-cloning/routes/create-page'), 'CreatePage'),
    }),
    createRoute({
      getParentRoute: () => area,
      path: under('profile'),
      staticData: { title: 'Profile' },
      component: lazyRouteComponent(() => import('@/features/profile/routes/profile-page'), 'ProfilePage'),
    }),
  ]);
}

/** Any other path goes to the sign-in page. */
const fallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ href: '/', replace: true });
  },
});

export const routeTree = rootRoute.addChildren([
  signInRoute,
  signUpRoute,
  resetPasswordRoute,
  adminDashboardRoute,
  ...AREA_PREFIXES.map(roleArea),
  fallbackRoute,
]);

export const createAppRouter = () =>
  createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, defaultErrorComponent: RouteError });
export type AppRouter = ReturnType<typeof createAppRouter>;
