// SPEC §2 popup bar: the session's popupMessage shows for 5 s, fades for 1 s, then clears.
// A new message restarts the clock.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { POPUP_FADE_MS, POPUP_MESSAGE_MS, theme } from 'shared';
import { authSession, useAuthSession } from 'shared-core';

const Bar = styled.div<{ $fading: boolean }>`
  position: fixed;
  left: 50%;
  top: ${theme.space(3)};
  transform: translateX(-50%);
  z-index: 50;
  width: min(calc(100vw - 24px), 560px);
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.medium};
  background: ${theme.colour.text};
  color: #fff;
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.25);
  text-align: center;
  opacity: ${({ $fading }) => ($fading ? 0 : 1)};
  transition: opacity ${POPUP_FADE_MS}ms ease-in;
  &:empty { display: none; }
`;

export function PopupMessageBar() {
  const message = useAuthSession((state) => state.popupMessage);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    setFading(false);
    if (!message) return;
    const fade = setTimeout(() => setFading(true), POPUP_MESSAGE_MS);
    const clear = setTimeout(() => authSession.getState().clearPopupMessage(), POPUP_MESSAGE_MS + POPUP_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(clear);
    };
  }, [message]);

  // The live region stays in the page so screen readers announce each new message.
  return (
    <Bar role="status" aria-live="polite" $fading={fading}>
      {message ?? ''}
    </Bar>
  );
}
