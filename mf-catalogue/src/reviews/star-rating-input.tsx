// Choosing a rating of 1 to 5 stars (SPEC §2: by clicking the stars; default 1 in the form). Native radio buttons
// under a legend, drawn as stars: a click picks one, Tab reaches the group, the arrow keys move the choice, and a
// screen reader reads '3 sterren, 3 van 5'. Beside the stars the choice is said in words ('Je geeft 1 ster'), the
// default too, so a 1-star rating is never given without the writer seeing it.
import { useId } from 'react';
import styled from 'styled-components';
import { RATING_MAX, theme, VisuallyHidden } from 'shared';
import { messages } from '../messages.ts';

const text = messages.catalogue.reviews;

export function StarRatingInput({ value, onChange, disabled = false }: { value: number; onChange(rating: number): void; disabled?: boolean }) {
  const name = useId();
  const hintId = useId();
  const choiceId = useId();
  return (
    <Group aria-describedby={`${choiceId} ${hintId}`} disabled={disabled}>
      <legend>{text.rating}</legend>
      <ChoiceRow>
        <StarRow>
          {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((stars) => (
            <label key={stars}>
              <VisuallyHidden as="input" type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
              <Star aria-hidden="true" $filled={stars <= value}>
                {stars <= value ? '★' : '☆'}
              </Star>
              <VisuallyHidden>{text.star(stars)}</VisuallyHidden>
            </label>
          ))}
        </StarRow>
        <Choice id={choiceId} aria-live="polite" data-testid="rating-choice">
          {text.chosen(value)}
        </Choice>
      </ChoiceRow>
      <Hint id={hintId}>{text.ratingHint}</Hint>
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0 0 ${theme.space(3)};
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    font-weight: 600;
  }
`;

/** The stars and the sentence that says the choice; on a narrow screen the sentence goes under the stars. */
const ChoiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${theme.space(2)};
`;

const StarRow = styled.div`
  display: flex;
  label {
    position: relative;
    cursor: pointer;
  }
  /* The focused choice shows the site's focus ring around its star. */
  input:focus-visible + span {
    outline: 3px solid ${theme.colour.accent};
    outline-offset: 1px;
    border-radius: ${theme.radius.small};
  }
`;

const Star = styled.span<{ $filled: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  font-size: 2rem;
  line-height: 1;
  color: ${({ $filled }) => ($filled ? '#8a5a00' : theme.colour.muted)};
`;

const Choice = styled.span`
  font-weight: 600;
`;

const Hint = styled.p`
  margin: ${theme.space(1)} 0 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`;
