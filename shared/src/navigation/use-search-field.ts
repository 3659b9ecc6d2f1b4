// A search field whose text goes into the page's address after a pause, and shows the address's text when that
// changes elsewhere (the back button, a link, 'Filters wissen'). The address a field sent arrives a render later,
// and on a slow phone the visitor has typed on (and perhaps paused again) by then: such an arrival must not put the
// older text back into the field, or it eats the letters typed in between. So the field remembers the texts it sent
// that have not arrived yet, and only another text replaces what is typed.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SearchField {
  /** What the field shows. */
  typed: string;
  setTyped(text: string): void;
  /** Call with the text the field puts in the address, before it navigates (also when it is the same text). */
  sending(text: string): void;
}

/**
 * `addressText`: the text in the address now. `trimmed`: the field searches its text trimmed, so a typed text that
 * differs from the address only by spaces at its ends already shows it (the space typed before the next word stays).
 */
export function useSearchField(addressText: string, { trimmed = false }: { trimmed?: boolean } = {}): SearchField {
  const [typed, setTyped] = useState(addressText);
  const underway = useRef<string[]>([]);
  const inAddress = useRef(addressText);
  useEffect(() => {
    inAddress.current = addressText;
    const sent = underway.current.indexOf(addressText);
    if (sent === -1) {
      underway.current = [];
      setTyped((current) => ((trimmed ? current.trim() : current) === addressText ? current : addressText));
    } else {
      underway.current = underway.current.slice(sent + 1);
    }
  }, [addressText, trimmed]);
  const sending = useCallback((text: string) => {
    // The same text again does not change the address: nothing will arrive.
    if (text !== inAddress.current) underway.current.push(text);
  }, []);
  return { typed, setTyped, sending };
}
