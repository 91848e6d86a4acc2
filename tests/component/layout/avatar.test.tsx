import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '@/components/avatar/avatar';
import { initialsOf } from '@/components/avatar/initials';
import { renderWithTheme } from '../ui/render-with-theme';

describe('Avatar', () => {
  it('shows the picture when there is one', () => {
    const { container } = renderWithTheme(<Avatar name="Priya Raman" src="https://images.example.org/priya.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://images.example.org/priya.png');
    expect(screen.queryByText('PR')).not.toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'http://images.example.org/p.png', 'data:image/svg+xml,<svg/>', '//evil.example/p.png', '/images/p.png'])(
    'shows the placeholder, never loading it, for %s (issue 11, point 13)',
    (src) => {
      const { container } = renderWithTheme(<Avatar name="Priya Raman" src={src} />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByTestId('avatar-placeholder')).toHaveTextContent('PR');
    },
  );

  it('shows the initials placeholder when there is no picture', () => {
    const { container } = renderWithTheme(<Avatar name="Priya Raman" src={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('avatar-placeholder')).toHaveTextContent('PR');
  });

  it('falls back to the placeholder when the picture fails to load, and tries a new picture again', () => {
    const { container, rerender } = renderWithTheme(<Avatar name="Priya Raman" src="https://images.example.org/broken.png" />);
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    if (image) fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('avatar-placeholder')).toHaveTextContent('PR');

    rerender(<Avatar name="Priya Raman" src="/api/v1/files/uploads%2Fnew" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/v1/files/uploads%2Fnew');
  });

  it('is decorative: the name beside it is what screen readers read', () => {
    const { container } = renderWithTheme(<Avatar name="Priya Raman" src={null} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('initialsOf', () => {
  it.each([
    ['Priya Raman', 'PR'],
    ['Dr. Priya  Raman ', 'DR'],
    ['alex', 'A'],
    ['  ', ''],
    ['Ángel de la Cruz', 'ÁC'],
  ])('%j gives %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
