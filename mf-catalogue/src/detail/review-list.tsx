// The reviews of a tool, newest first (SPEC §2): stars, author, time and content. Anonymous visitors are
// asked to log in.
import styled from 'styled-components';
import { Button, ErrorBox, formatDateTime, RATING_MAX, theme, type Review } from 'shared';
import { useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';

const text = messages.catalogue.detail;

export function StarRating({ rating }: { rating: number }) {
  const stars = Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
  return (
    <Stars role="img" aria-label={text.stars(stars)}>
      <span aria-hidden="true">{'★'.repeat(stars)}</span>
      <Empty aria-hidden="true">{'☆'.repeat(RATING_MAX - stars)}</Empty>
    </Stars>
  );
}

export function ReviewList({ reviews }: { reviews: Review[] | null }) {
  const loggedIn = useAuthSession((session) => session.accessToken !== null);
  // The shell's login (its identity provider popup), through the one session of shared-core.
  const login = useAuthSession((session) => session.login);
  return (
    <Section aria-labelledby="catalogue-reviews-title">
      <h2 id="catalogue-reviews-title">{text.reviews}</h2>
      {!loggedIn && (
        <LoginPrompt>
          <p>{text.loginForReview}</p>
          <Button onClick={() => login()}>{messages.common.login}</Button>
        </LoginPrompt>
      )}
      {reviews === null && <ErrorBox>{messages.errors.noResponse}</ErrorBox>}
      {reviews?.length === 0 && <p>{text.noReviews}</p>}
      {reviews && reviews.length > 0 && (
        <List>
          {reviews.map((review) => (
            <li key={review.id}>
              <article aria-label={text.reviewBy(review.user_name)}>
                <header>
                  <strong>{review.user_name}</strong>
                  <StarRating rating={review.rating} />
                  <time dateTime={review.date}>{formatDateTime(review.date)}</time>
                </header>
                <p>{review.content}</p>
              </article>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}

const Section = styled.section`
  h2 {
    font-size: ${theme.font.size.large};
    margin: 0 0 ${theme.space(3)};
  }
`;

const Stars = styled.span`
  color: #b7791f;
  letter-spacing: 0.1em;
  white-space: nowrap;
`;

const Empty = styled.span`
  color: ${theme.colour.muted};
`;

const LoginPrompt = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.medium};
  background: #e8eef6;
  p {
    margin: 0;
    flex: 1 1 220px;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
  article {
    padding: ${theme.space(3)} ${theme.space(4)};
    background: ${theme.colour.surface};
    border-radius: ${theme.radius.medium};
    box-shadow: ${theme.shadow};
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${theme.space(1)} ${theme.space(3)};
  }
  time {
    color: ${theme.colour.muted};
    font-size: ${theme.font.size.small};
  }
  p {
    margin: ${theme.space(2)} 0 0;
    white-space: pre-line;
  }
`;
