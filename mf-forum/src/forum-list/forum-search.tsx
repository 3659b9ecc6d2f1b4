// The forum search box: at most FORUM_SEARCH_MAX characters (maxLength and code, since a paste or a script
// can bypass maxLength), searched FORUM_SEARCH_DEBOUNCE_MS after the last keystroke, or at once with Enter.
import { useEffect, useId, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FORUM_SEARCH_DEBOUNCE_MS, FORUM_SEARCH_MAX, theme, useSearchField } from 'shared';
import { messages } from '../messages.ts';

const text = messages.forum.list;

export function limitSearch(value: string): string {
  return value.slice(0, FORUM_SEARCH_MAX);
}

interface ForumSearchProps {
  /** The term searched now (from the address bar). */
  value: string;
  onSearch(term: string): void;
}

export function ForumSearch({ value, onSearch }: ForumSearchProps) {
  // What is typed stays while the address it sent arrives; the navbar's forum link or the browser's history show in it.
  const { typed: draft, setTyped: setDraft, sending } = useSearchField(value, { trimmed: true });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputId = useId();
  const hintId = useId();

  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  const search = (term: string) => {
    sending(term);
    onSearch(term);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = limitSearch(event.target.value);
    setDraft(next);
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      search(next.trim());
    }, FORUM_SEARCH_DEBOUNCE_MS);
  };

  // Enter searches at once. (No <form>: React 19 wraps a submit that navigates in a form transition, and
  // there is nothing to post.)
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    cancel();
    search(draft.trim());
  };

  return (
    <SearchBox role="search">
      <label htmlFor={inputId}>{text.searchLabel}</label>
      <input
        id={inputId}
        type="search"
        value={draft}
        maxLength={FORUM_SEARCH_MAX}
        autoComplete="off"
        placeholder={text.searchPlaceholder}
        enterKeyHint="search"
        aria-describedby={hintId}
        onChange={onChange}
        onKeyDown={onKeyDown}
      />
      <small id={hintId}>{text.searchHint(FORUM_SEARCH_MAX)}</small>
    </SearchBox>
  );
}

const SearchBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  max-width: 28rem;
  margin: 0 0 ${theme.space(5)};
  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 2px solid ${theme.colour.border};
    border-radius: ${theme.radius.medium};
    background: ${theme.colour.surface};
  }
  input:focus-visible {
    border-color: ${theme.colour.primary};
  }
  small {
    color: ${theme.colour.muted};
    font-size: ${theme.font.size.small};
  }
`;
