/** Header titles per screen (docs/spec/screens.md#role-layout: the default header title is 'Health Care'). */
export const DEFAULT_HEADER_TITLE = 'Health Care';

export type RouteStaticData = { title?: string };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: string;
  }
}
