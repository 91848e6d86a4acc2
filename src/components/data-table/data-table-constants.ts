/** docs/spec/constants.md: the shared table's choices and limits. */
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 15, 20, 50, 70, 100] as const;
export const DEFAULT_ROWS_PER_PAGE = 5;
export const FIRST_PAGE = 1;
export const SKELETON_ROW_COUNT = 6;
export const MAX_PAGE_BUTTONS = 5;

export const EMPTY_TITLE = 'No results found';
export const EMPTY_HINT = 'Try adjusting your search criteria';
