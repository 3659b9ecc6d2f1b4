// Why a button rests: a button that is disabled because of what the person filled in says so in words beside it,
// linked to the button with aria-describedby, so a screen reader and a touch screen (no tooltip) hear the reason
// too. While a request runs the button already reads 'Bezig ...', so the reason stays away then.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme.ts';

export interface WhyDisabled {
  /** For the button's aria-describedby; undefined while no reason stands. */
  describedBy: string | undefined;
  /** The reason in small muted text, to place right beside or under the button; null while no reason stands. */
  hint: ReactNode;
}

/** `reason` is the text of what still blocks the button, or null when nothing does. */
export function useWhyDisabled(reason: string | null, pending = false): WhyDisabled {
  const id = useId();
  const shown = reason !== null && !pending;
  return {
    describedBy: shown ? id : undefined,
    hint: shown ? <WhyDisabledHint id={id}>{reason}</WhyDisabledHint> : null,
  };
}

// Beside the buttons in a wrapping ButtonRow, and on a narrow screen on a line of its own under them; it wraps
// between words only (no overflow-wrap: a flex item could then shrink until words break in the middle).
export const WhyDisabledHint = styled.p`
  margin: 0;
  align-self: center;
  max-width: 100%;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`;
