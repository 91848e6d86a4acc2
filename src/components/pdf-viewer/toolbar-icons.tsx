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
