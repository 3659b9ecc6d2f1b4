// A disclosure menu of links: Enter or Space opens it (focus moves to the first link), arrow keys move,
// Escape closes and gives focus back to the button, Tab or a click outside closes it.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared';

const Wrapper = styled.div`
  position: relative;
`;

export const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 0;
  border-radius: ${theme.radius.small};
  background: transparent;
  color: #fff;
  font-weight: 700;
  letter-spacing: 0.04em;
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: rgba(255, 255, 255, 0.14); }
`;

const Panel = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 4px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: 20;
  min-width: 220px;
  max-width: calc(100vw - 16px);
  margin: 0;
  padding: ${theme.space(2)} 0;
  list-style: none;
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.medium};
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.2);
  a {
    display: block;
    padding: ${theme.space(2.5)} ${theme.space(4)};
    color: ${theme.colour.text};
    text-decoration: none;
  }
  a:hover, a:focus-visible { background: ${theme.colour.background}; color: ${theme.colour.primary}; }
  hr { border: 0; border-top: 1px solid ${theme.colour.border}; margin: ${theme.space(1)} 0; }
`;

const Caret = styled.span`
  font-size: 0.7em;
`;

interface Props {
  label: string;
  /** The list items (li elements with links); the menu closes when one is followed. */
  children: ReactNode;
  align?: 'start' | 'end';
  className?: string;
}

export function DropdownMenu({ label, children, align = 'start', className }: Props) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Links hidden by a media query (the phone-only items) cannot take focus, so arrows skip them.
  const links = () =>
    Array.from(wrapper.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []).filter(
      (link) => getComputedStyle(link.closest('li') ?? link).display !== 'none',
    );

  useEffect(() => {
    if (open && focusFirst) links()[0]?.focus();
  }, [open, focusFirst]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) {
      setFocusFirst(true);
      setOpen(true);
      return;
    }
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    all[index === -1 ? 0 : (index + step + all.length) % all.length]?.focus();
  };

  return (
    <Wrapper
      ref={wrapper}
      className={className}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavButton
        ref={button}
        aria-expanded={open}
        aria-controls={id}
        onClick={(event) => {
          // A keyboard click (Enter or Space) has detail 0: then focus goes into the menu.
          setFocusFirst(event.detail === 0);
          setOpen((value) => !value);
        }}
      >
        {label}
        <Caret aria-hidden="true">▼</Caret>
      </NavButton>
      <Panel id={id} hidden={!open} $align={align} onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) setOpen(false);
      }}>
        {children}
      </Panel>
    </Wrapper>
  );
}
