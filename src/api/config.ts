// The only place the portal learns where the API lives; read per call so tests (Pact) can point it elsewhere.
export const apiBaseUrl = (): string => import.meta.env.VITE_API_BASE_URL ?? '/api/v1';
