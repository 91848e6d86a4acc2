/** docs/spec/constants.md: zoom 120% by default, in steps of 20%, from 50% to 300%; the viewer starts on page 1. */
export const ZOOM = { default: 1.2, step: 0.2, min: 0.5, max: 3 } as const;
export const FIRST_PAGE = 1;

/** Bytes per range request: small enough that page 1 of a long PDF needs only a few of them. */
export const RANGE_CHUNK_BYTES = 64 * 1024;

/** The page area scrolls inside the viewer, so toolbars stay in reach on long pages. */
export const PAGE_AREA_MAX_HEIGHT = '75vh';
