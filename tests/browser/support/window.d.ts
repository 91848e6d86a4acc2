import type { DevApi } from '../../../simulator/dev-api';

declare global {
  interface Window {
    simulator?: DevApi;
  }
}
