import { useMatches } from '@tanstack/react-router';
import { DEFAULT_HEADER_TITLE } from '@/routes/route-titles';

type TitledMatch = { staticData?: { title?: string } };

/** The deepest matched route that names a title wins; without one the header says 'Health Care'. */
export const titleOf = (matches: readonly TitledMatch[]): string =>
  matches.reduce<string | undefined>((found, match) => match.staticData?.title ?? found, undefined) ?? DEFAULT_HEADER_TITLE;

export const useHeaderTitle = (): string => useMatches({ select: titleOf });
