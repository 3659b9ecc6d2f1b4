// Stars as the catalogue shows them: a rating of one review, and the average of a tool with its number of
// reviews (on every card and on the detail page).
import styled from 'styled-components';
import { formatOneDecimal, RATING_MAX, theme, VisuallyHidden } from 'shared';
import { messages } from '../messages.ts';

const text = messages.catalogue;

export function StarRating({ rating }: { rating: number }) {
  const stars = Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
  return (
    <Stars role="img" aria-label={text.detail.stars(stars)}>
      <span aria-hidden="true">{'★'.repeat(stars)}</span>
      <Empty aria-hidden="true">{'☆'.repeat(RATING_MAX - stars)}</Empty>
    </Stars>
  );
}

/** 'Nog geen reviews', or the stars, '4,3 van 5' and '12 reviews' (read as one sentence by a screen reader). */
export function RatingSummary({ averageRating, reviewCount, compact = false }: { averageRating: number | null; reviewCount: number; compact?: boolean }) {
  if (averageRating === null || reviewCount === 0) return <Summary data-testid="rating-summary">{text.reviews.noRatings}</Summary>;
  const average = formatOneDecimal(averageRating);
  return (
    <Summary data-testid="rating-summary">
      <VisuallyHidden>{text.reviews.averageLabel(average, reviewCount)}</VisuallyHidden>
      <span aria-hidden="true">
        <Stars>{compact ? '★' : '★'.repeat(Math.round(averageRating))}</Stars>
        {!compact && <Empty>{'☆'.repeat(RATING_MAX - Math.round(averageRating))}</Empty>} <strong>{compact ? average : text.reviews.average(average)}</strong> ·{' '}
        {text.reviews.count(reviewCount)}
      </span>
    </Summary>
  );
}

const Stars = styled.span`
  color: #8a5a00;
  letter-spacing: 0.1em;
  white-space: nowrap;
`;

const Empty = styled.span`
  color: ${theme.colour.muted};
  letter-spacing: 0.1em;
`;

const Summary = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
`;
