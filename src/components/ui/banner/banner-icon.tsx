import type { BannerVariant } from './banner.styles';

const paths: Record<BannerVariant, string> = {
  info: 'M12 8h.01M11 12h1v4h1',
  warning: 'M12 9v4m0 4h.01',
  error: 'M15 9l-6 6m0-6l6 6',
  success: 'M8 12l3 3 5-6',
};

// Decorative: the banner's text says what happened; the shape only repeats it for sighted users.
export function BannerIcon({ variant }: { variant: BannerVariant }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="12" cy="12" r="10" />
      <path d={paths[variant]} />
    </svg>
  );
}
