// Decorative: every button that shows one carries its own accessible name.
const iconProps = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const PreviousIcon = () => (
  <svg {...iconProps}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);

export const NextIcon = () => (
  <svg {...iconProps}>
    <path d="M9 18l6-6-6-6" />
  </svg>
);

export const ZoomOutIcon = () => (
  <svg {...iconProps}>
    <path d="M5 12h14" />
  </svg>
);

export const ZoomInIcon = () => (
  <svg {...iconProps}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const DownloadIcon = () => (
  <svg {...iconProps}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </svg>
);

/** Arrows out to both sides: the page as wide as its area. */
export const FitWidthIcon = () => (
  <svg {...iconProps}>
    <path d="M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4" />
  </svg>
);

/** A page inside a frame: the whole page in view. */
export const FitPageIcon = () => (
  <svg {...iconProps}>
    <path d="M4 4h16v16H4zM9 8h6v8H9z" />
  </svg>
);

/** Three dots: more controls that did not fit. */
export const MoreIcon = () => (
  <svg {...iconProps}>
    <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />
  </svg>
);
