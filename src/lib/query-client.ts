import { QueryClient } from '@tanstack/react-query';

/** The API cache. Retries are off for 4xx answers: a refusal does not change by asking again. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof Error && 'status' in error && Number(error.status) >= 400),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
