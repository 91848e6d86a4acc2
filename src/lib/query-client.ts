import { QueryClient } from '@tanstack/react-query';
import { authStore } from '@/stores/auth-store';

const isRefusal = (error: unknown) => error instanceof Error && 'status' in error && Number(error.status) >= 400;

/**
 * The API cache, shared by every signed-in screen. It loads with the role areas, not with the sign-in page,
 * which keeps the first screen small. Retries are off for refusals: asking again does not change a 4xx.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (failureCount, error) => failureCount < 2 && !isRefusal(error), refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// When the session ends (logout, expiry, another tab), no patient data may stay in memory.
authStore.subscribe(() => {
  if (authStore.getState().session === null) queryClient.clear();
});
