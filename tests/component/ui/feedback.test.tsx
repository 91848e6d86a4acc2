import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Banner } from '@/components/ui/banner/banner';
import { Card } from '@/components/ui/card/card';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { renderWithTheme } from './render-with-theme';

describe('Skeleton', () => {
  it('hides its placeholder rows from screen readers and announces loading instead', () => {
    const { container } = renderWithTheme(<Skeleton rows={6} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const placeholder = container.querySelector('[aria-hidden="true"]');
    expect(placeholder?.querySelectorAll('[data-skeleton-row]')).toHaveLength(6);
  });

  it('can lay placeholders out in columns and take another label', () => {
    const { container } = renderWithTheme(<Skeleton rows={2} columns={5} label="Loading audit reports..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading audit reports...');
    expect(container.querySelectorAll('[data-skeleton-cell]')).toHaveLength(10);
  });
});

describe('EmptyState', () => {
  it('shows a title and a hint', () => {
    renderWithTheme(<EmptyState title="No results found" hint="Try adjusting your search criteria" />);
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
  });

  it('can use a heading and carry an action', () => {
    renderWithTheme(<EmptyState title="Audit report not found" headingLevel={2} action={<button type="button">Back</button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Audit report not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});

describe('Banner', () => {
  it('interrupts with role alert for errors', () => {
    renderWithTheme(<Banner variant="error">Signup failed. Please try again.</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Signup failed. Please try again.');
  });

  it('announces success politely', () => {
    renderWithTheme(<Banner variant="success" title="Document Analysis Complete" />);
    expect(screen.getByRole('status')).toHaveTextContent('Document Analysis Complete');
  });

  it('shows a warning with an action and no live role', () => {
    renderWithTheme(
      <Banner variant="warning" action={<button type="button">Verify</button>}>
        Your email address is not verified. Please verify your email to access all features.
      </Banner>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText(/Your email address is not verified/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });
});

describe('Card', () => {
  it('is a section named by its title', () => {
    renderWithTheme(
      <Card title="Contact Information" actions={<button type="button">Edit</button>}>
        <p>Not provided</p>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Contact Information' });
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Not provided');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('is a plain container without a title', () => {
    renderWithTheme(<Card>Body</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });
});
