import { RoleLayout } from '@/features/layout/components/role-layout';
import { withQueryClient } from './with-query-client';

export const RoleAreaShell = withQueryClient(RoleLayout);
