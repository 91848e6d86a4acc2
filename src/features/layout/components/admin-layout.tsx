import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@/components/page/page-title';
import { useCurrentUser } from '@/stores/auth-store';
import { useEscapeToClose } from '../hooks/use-escape-to-close';
import { AppHeader } from './app-header';
import { AdminSidebar } from './admin-sidebar';
import { Content } from './layout.styles';
import { MenuIcon } from './layout-icons';

// One DOM order (header, sidebar, content) serves both arrangements: stacked on phones, sidebar on the left above.
const Grid = styled.div`
  display: grid;
  grid-template-areas: 'header' 'sidebar' 'content';
  /* The column is the window's width, never its content's: a long name in the header is cut, not scrolled to. */
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto auto 1fr;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.tablet} {
    grid-template-areas: 'header' 'content';
    grid-template-rows: auto 1fr;
    padding-left: ${({ theme }) => theme.sizes.sidebarWidth};
  }

  > header {
    grid-area: header;
  }

  > main {
    grid-area: content;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.borderStrong}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  cursor: pointer;

  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

/** /admin/dashboard: its own layout with the admin sidebar; the dashboard shows only its title. */
export function AdminLayout() {
  const user = useCurrentUser();
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  useEscapeToClose(sidebarOpen, closeSidebar, toggleRef);
  // The guard keeps signed-out users away; this covers the moment between logout and leaving the page.
  if (!user) return null;

  return (
    <Grid>
      <AppHeader
        user={user}
        variant="admin"
        start={
          <Toggle
            ref={toggleRef}
            type="button"
            aria-label="Admin menu"
            aria-expanded={sidebarOpen}
            aria-controls={sidebarId}
            onClick={() => setSidebarOpen((open) => !open)}
          >
            <MenuIcon />
          </Toggle>
        }
      />
      <AdminSidebar id={sidebarId} user={user} open={sidebarOpen} />
      <Content>
        <PageTitle>Dashboard</PageTitle>
      </Content>
    </Grid>
  );
}
