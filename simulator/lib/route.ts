import { delay } from 'msw';
import { latency, takeFailure } from './controls';
import { fail, HttpError } from './respond';

export const API_PREFIX = '/api/v1';
/** Any origin: the same handlers serve the browser, Vitest in Node and the HTTP server for Pact. */
export const apiPath = (path: string) => `*${API_PREFIX}${path}`;

export type RouteContext = {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  cookies: Record<string, string>;
};

let afterWrite: () => void = () => undefined;

/** Persistence hooks in here: every call that may change data saves the database afterwards. */
export function onWrite(listener: () => void): void {
  afterWrite = listener;
}

/** One wrapper for every handler: injected latency and failures, errors as envelopes, saving after writes. */
export function route(resolve: (context: RouteContext) => Promise<Response> | Response) {
  return async (context: RouteContext): Promise<Response> => {
    const { pathname } = new URL(context.request.url);
    if (latency() > 0) await delay(latency());
    const failure = takeFailure(context.request.method, pathname);
    if (failure) return fail(failure.status, failure.status >= 500 ? 'Internal Server Error' : 'Request failed');
    try {
      return await resolve(context);
    } catch (error) {
      if (error instanceof HttpError) return fail(error.status, error.message, error.body);
      // Never echo internals (or request data) to the client or the console.
      console.error('[simulator] unexpected error in', context.request.method, pathname);
      return fail(500, 'Internal Server Error');
    } finally {
      if (context.request.method !== 'GET') afterWrite();
    }
  };
}

export const param = (context: RouteContext, name: string): string => {
  const value = context.params[name];
  return typeof value === 'string' ? decodeURIComponent(value) : '';
};
