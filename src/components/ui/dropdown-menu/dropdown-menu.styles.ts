import styled from 'styled-components';

export type MenuAlign = 'start' | 'end';

export const Root = styled.div`
  position: relative;
  display: inline-block;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  /* Where the button gives way (a narrow header), its text is cut, never its icons. */
  svg {
    flex: none;
  }
`;

export const Menu = styled.ul<{ $align: MenuAlign }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: ${({ theme }) => theme.sizes.menuMinWidth};
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  /* Styles whatever element an item renders (a button here, or a router link from a render prop). */
  [role^='menuitem'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    width: 100%;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  [role^='menuitem']:hover,
  [role^='menuitem']:focus {
    background: ${({ theme }) => theme.colors.primarySubtle};
    outline: none;
  }

  [role^='menuitem']:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: -${({ theme }) => theme.sizes.focusRing};
  }
`;
