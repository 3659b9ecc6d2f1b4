// An accessible multi-select (WAI-ARIA combobox with a multi-selectable listbox): type to filter, arrows to
// move, Enter to (de)select, Escape to close, Backspace on an empty input removes the last choice; chosen
// values show as removable chips. It fits a 375 px wide screen (chips wrap, the list scrolls). The list
// (some 250 countries) is only rendered while it is open. Options keep the order they are given in.
// Written here because the shared UI kit has none yet; it belongs in `shared` once a second remote needs it.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme, VisuallyHidden } from 'shared';
import { messages } from '../messages.ts';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown after the label in the list only, not on the chosen chip ('(12)' AI-tools). */
  detail?: string;
}

export interface MultiSelectProps {
  label: string;
  options: readonly SelectOption[];
  selected: readonly string[];
  onChange(values: string[]): void;
  placeholder?: string;
  /**
   * Called when the visitor reaches for the control (the pointer over it, the focus in it), which comes before the list
   * can open: the moment to build options that are costly to make.
   */
  onIntent?(): void;
}

const text = messages.catalogue.multiSelect;

/** Case- and accent-insensitive: 'belg' finds 'België'. */
function normalise(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('nl');
}

export function MultiSelect({ label, options, selected, onChange, placeholder, onIntent }: MultiSelectProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const labelOf = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  const visible = useMemo(() => {
    const wanted = normalise(query.trim());
    return wanted ? options.filter((option) => normalise(option.label).includes(wanted)) : options;
  }, [options, query]);

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, open, active]);

  const toggle = (value: string) => {
    onChange(selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value]);
    // The typed text found what it was for: clear it, so the next choice starts from the whole list.
    if (query) {
      setQuery('');
      setActive(0);
    }
  };

  const openList = (index = 0) => {
    setOpen(true);
    setActive(visible.length > 0 ? Math.min(index, visible.length - 1) : -1);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(0);
        else if (visible.length > 0) setActive((index) => Math.min(index + 1, visible.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(visible.length - 1);
        else if (visible.length > 0) setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter':
        if (open && active >= 0 && active < visible.length) {
          event.preventDefault();
          toggle(visible[active].value);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        break;
      case 'Backspace':
        if (query === '' && selected.length > 0) onChange(selected.slice(0, -1));
        break;
      case 'Tab':
        close();
        break;
    }
  };

  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <Control onClick={() => inputRef.current?.focus()} onPointerEnter={onIntent} onFocus={onIntent}>
        {selected.length > 0 && (
          <Chips aria-label={`${label}: ${text.selectedCount(selected.length)}`}>
            {selected.map((value) => {
              const chipLabel = labelOf.get(value) ?? value;
              return (
                <li key={value}>
                  <Chip
                    type="button"
                    aria-label={text.remove(chipLabel)}
                    onClick={(event) => {
                      event.stopPropagation();
                      onChange(selected.filter((item) => item !== value));
                      inputRef.current?.focus();
                    }}
                  >
                    {chipLabel}
                    <span aria-hidden="true">×</span>
                  </Chip>
                </li>
              );
            })}
          </Chips>
        )}
        <Input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hintId}
          placeholder={selected.length === 0 ? placeholder : undefined}
          $besideChips={selected.length > 0}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => (open ? close() : openList(0))}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <Chevron aria-hidden="true" $open={open}>
          ▾
        </Chevron>
      </Control>
      <VisuallyHidden id={hintId}>{text.instructions}</VisuallyHidden>
      {open && (
        <List id={listId} role="listbox" aria-multiselectable="true" aria-label={label}>
          {visible.map((option, index) => {
            const isSelected = selected.includes(option.value);
            return (
              <Option
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={isSelected}
                $active={index === active}
                // keep the focus in the input, so the list stays open and the keyboard keeps working
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => toggle(option.value)}
              >
                <Check aria-hidden="true" $checked={isSelected}>
                  {isSelected ? '✓' : ''}
                </Check>
                <span>
                  {option.label}
                  {/* one text with the label, so the option is named 'België (12)' */}
                  {option.detail !== undefined && <Detail> {option.detail}</Detail>}
                </span>
              </Option>
            );
          })}
          {visible.length === 0 && <Empty role="presentation">{text.noOptions}</Empty>}
        </List>
      )}
      <VisuallyHidden role="status">{open && query ? text.optionsAvailable(visible.length) : ''}</VisuallyHidden>
    </Field>
  );
}

const Field = styled.div`
  position: relative;
  min-width: 0;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${theme.space(1)};
  }
`;

const Control = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 44px;
  padding: ${theme.space(1)} ${theme.space(8)} ${theme.space(1)} ${theme.space(2)};
  position: relative;
  border: 1px solid ${theme.colour.muted};
  border-radius: ${theme.radius.medium};
  background: ${theme.colour.surface};
  cursor: text;
  &:focus-within {
    outline: 3px solid ${theme.colour.accent};
    outline-offset: 1px;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  max-width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    max-width: 100%;
  }
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  max-width: 100%;
  min-height: 32px;
  padding: 0 ${theme.space(2)};
  border: 1px solid ${theme.colour.primary};
  border-radius: 999px;
  background: #e8eef6;
  color: ${theme.colour.primary};
  font-size: ${theme.font.size.small};
  cursor: pointer;
  span {
    font-size: 1.1em;
    line-height: 1;
  }
  &:hover {
    background: #d5e1f0;
  }
`;

// Beside chips the input needs room for a few letters only, so a chosen country keeps the control one line high.
const Input = styled.input<{ $besideChips: boolean }>`
  flex: 1 1 ${({ $besideChips }) => ($besideChips ? '3ch' : '8ch')};
  min-width: ${({ $besideChips }) => ($besideChips ? '3ch' : '8ch')};
  min-height: 32px;
  border: 0;
  padding: 0 ${theme.space(1)};
  background: transparent;
  color: ${theme.colour.text};
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  position: absolute;
  right: ${theme.space(3)};
  top: 50%;
  transform: translateY(-50%) ${({ $open }) => ($open ? 'rotate(180deg)' : 'rotate(0deg)')};
  color: ${theme.colour.muted};
  pointer-events: none;
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  margin: ${theme.space(1)} 0 0;
  padding: ${theme.space(1)} 0;
  list-style: none;
  max-height: min(18rem, 60vh);
  overflow-y: auto;
  background: ${theme.colour.surface};
  border: 1px solid ${theme.colour.border};
  border-radius: ${theme.radius.medium};
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.16);
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 40px;
  padding: ${theme.space(1)} ${theme.space(3)};
  cursor: pointer;
  background: ${({ $active }) => ($active ? '#e8eef6' : 'transparent')};
  outline: ${({ $active }) => ($active ? `2px solid ${theme.colour.primary}` : 'none')};
  outline-offset: -2px;
`;

const Check = styled.span<{ $checked: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.2em;
  height: 1.2em;
  border: 2px solid ${theme.colour.primary};
  border-radius: ${theme.radius.small};
  background: ${({ $checked }) => ($checked ? theme.colour.primary : theme.colour.surface)};
  color: #fff;
  font-size: 0.8em;
  font-weight: 700;
`;

const Detail = styled.span`
  color: ${theme.colour.muted};
`;

const Empty = styled.li`
  padding: ${theme.space(2)} ${theme.space(3)};
  color: ${theme.colour.muted};
`;
