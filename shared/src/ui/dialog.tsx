// The one popup of every app (the 'Welkom!' registration, the user-management modes, confirmations): a modal
// dialog with a title, focus moved inside on open and back on close, Escape and the backdrop close it unless
// the caller forbids closing (a step that must be finished or explicitly left, such as 'Welkom!').
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme.ts';

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
  font-size: ${theme.font.size.large};
  color: ${theme.colour.primary};
`;

export interface DialogProps {
  title: string;
  /** Called on Escape or a click on the backdrop; without it the dialog only closes through its own buttons. */
  onClose?: () => void;
  children: ReactNode;
}

export function Dialog({ title, onClose, children }: DialogProps) {
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
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Title id={titleId}>{title}</Title>
        {children}
      </Panel>
    </Backdrop>
  );
}
