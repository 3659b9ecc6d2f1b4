// The one popup of every app (the 'Welkom!' registration, the user-management modes, confirmations): a modal
// dialog with a title, focus moved inside on open, kept inside while it is open (Tab and Shift+Tab go round) and
// back on close, Escape and the backdrop close it unless the caller forbids closing (a step that must be finished
// or explicitly left, such as 'Welkom!'); a dialog may also show a close button (×).
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme.ts';
import { common } from '../messages/common.ts';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space(4)};
  background: rgba(16, 24, 40, 0.55);
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - ${theme.space(8)});
  overflow-y: auto;
  padding: ${theme.space(6)};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.large};
  box-shadow: 0 12px 32px rgba(16, 24, 40, 0.3);
`;

const Title = styled.h2`
  margin: 0 0 ${theme.space(4)};
  padding-right: ${theme.space(8)};
  font-size: ${theme.font.size.large};
  color: ${theme.colour.primary};
`;

export interface DialogProps {
  title: string;
  /** Called on Escape or a click on the backdrop; without it the dialog only closes through its own buttons. */
  onClose?: () => void;
  /** Show a close button (×) in the corner, which calls onClose (SPEC §2: the settings dialog). */
  closeButton?: boolean;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** Tab on the last element goes to the first, Shift+Tab on the first to the last: the page behind is inert. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Dialog({ title, onClose, closeButton = false, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('input:not([readonly]), select, textarea, button');
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose?.()}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => keepFocusInside(event.currentTarget, event.nativeEvent)}
      >
        <Title id={titleId}>{title}</Title>
        {children}
        {/* Last in the tab order, first to the eye: the form's first field keeps the focus on open. */}
        {closeButton && onClose && (
          <CloseButton type="button" aria-label={common.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        )}
      </Panel>
    </Backdrop>
  );
}

const CloseButton = styled.button`
  position: absolute;
  top: ${theme.space(2)};
  right: ${theme.space(2)};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radius.medium};
  background: none;
  color: ${theme.colour.muted};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${theme.colour.background};
    color: ${theme.colour.text};
  }
`;
