import { Outlet, useLocation } from '@tanstack/react-router';
import { isAuditReportPath, prefixFor } from '@/config/paths';
import { useCurrentUser } from '@/stores/auth-store';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { Content, Shell } from './layout.styles';

/** The page shell of every role screen: header with the account menu, the screen, the bottom bar. */
export function RoleLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  // The guard keeps signed-out users away; this covers the moment between logout and leaving the page.
  if (!user) return null;

  const showNav = !isAuditReportPath(pathname);
  return (
    <Shell>
      <AppHeader user={user} variant="area" />
      <Content $reserveBottomNav={showNav}>
        <Outlet />
      </Content>
      {showNav ? <BottomNav prefix={prefixFor(user.role)} verified={user.isEmailVerified} /> : null}
    </Shell>
  );
}
