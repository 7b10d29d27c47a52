import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { WordPicture } from './word-picture';

const CAT = '/api/media/' + 'c'.repeat(64);

describe('WordPicture (issue 34)', () => {
  it('shows the picture named by its English word, its box reserved and loaded lazily', () => {
    render(<WordPicture word={{ english: 'cat', image: CAT }} />);
    const picture = screen.getByRole('img', { name: 'cat' });
    expect(picture).toHaveAttribute('src', CAT);
    expect(picture).toHaveAttribute('width', '160');
    expect(picture).toHaveAttribute('height', '160');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('decoding', 'async');
  });

  it('shows nothing for a word without a picture', () => {
    render(<WordPicture word={{ english: 'cat', image: null }} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('goes away rather than showing a broken picture', () => {
    render(<WordPicture word={{ english: 'cat', image: CAT }} size="thumb" />);
    fireEvent.error(screen.getByRole('img', { name: 'cat' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
