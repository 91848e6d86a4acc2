import { AdminLayout } from '@/features/layout/components/admin-layout';
import { withQueryClient } from './with-query-client';

export const AdminDashboardShell = withQueryClient(AdminLayout);
