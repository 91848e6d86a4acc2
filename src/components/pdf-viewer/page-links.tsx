import styled from 'styled-components';
import type { PageLink } from './use-page-links';

const LinkButton = styled.button`
  position: absolute;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.highlightFill};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
`;

export type LinkHandlers = {
  /** The button's name: what following the link shows, in words. */
  label: (link: PageLink) => string;
  follow: (link: PageLink) => void;
};

/**
 * The page's citation links as real buttons over the drawn page (scaled with the zoom), so a mouse, a finger and the
 * keyboard (Tab, Enter) follow them, and a screen reader hears where each goes.
 */
export function PageLinks({ links, scale, handlers }: { links: PageLink[]; scale: number; handlers: LinkHandlers }) {
  return (
    <>
      {links.map((link, index) => (
        <LinkButton
          key={index}
          type="button"
          aria-label={handlers.label(link)}
          data-citation={link.href}
          onClick={() => handlers.follow(link)}
          style={{
            left: `${link.rect.x * scale}px`,
            top: `${link.rect.y * scale}px`,
            width: `${link.rect.w * scale}px`,
            height: `${link.rect.h * scale}px`,
          }}
        />
      ))}
    </>
  );
}
