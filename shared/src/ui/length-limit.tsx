// What a length limit shows the writer, the same in every field of the kit (FormField, TextAreaField): from
// LIMIT_WARNING_SHARE of the limit a count of what is left, read out politely by screen readers; past the limit
// the count turns red and says how much is too much. Nothing is cut: a pasted text stays whole (no native
// maxLength, which cuts without a word), and the form refuses to send until the text fits.
import { useEffect, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { theme } from './theme.ts';
import { formSafety } from '../messages/form-safety.ts';

/** The count shows from this share of the limit on. */
export const LIMIT_WARNING_SHARE = 0.8;

export interface LengthLimit {
  /** What the count says now; '' while the text is far from the limit. */
  count: string;
  over: boolean;
  /** The message of a text that is too long, or null. */
  message: string | null;
}

export function lengthLimit(length: number, max: number | undefined): LengthLimit {
  if (max === undefined || max <= 0) return { count: '', over: false, message: null };
  if (length > max) return { count: formSafety.charactersOver(length - max), over: true, message: formSafety.tooLong(max) };
  const near = length >= Math.floor(max * LIMIT_WARNING_SHARE);
  return { count: near ? formSafety.charactersLeft(max - length) : '', over: false, message: null };
}

/** While the text is too long, its form does not send: the submit stops at the form and the field gets the focus. */
export function useRefuseSubmitWhileOver(field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, over: boolean): void {
  useEffect(() => {
    const form = field.current?.form;
    if (!over || !form) return;
    // On the form itself: before React's listener on its root receives the submit.
    const refuse = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      field.current?.focus();
    };
    form.addEventListener('submit', refuse);
    return () => form.removeEventListener('submit', refuse);
  }, [field, over]);
}

/** The label on the left, the count on the right: always on the page, so its changes are announced. */
const FieldHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 ${theme.space(2)};
`;

const LengthCount = styled.span<{ $over: boolean }>`
  font-size: ${theme.font.size.small};
  color: ${({ $over }) => ($over ? theme.colour.danger : theme.colour.muted)};
  font-weight: ${({ $over }) => ($over ? 600 : 'normal')};
`;

/** A field's label with its length count beside it. */
export function LabelWithCount({ htmlFor, label, countId, limit }: { htmlFor: string; label: ReactNode; countId: string; limit: LengthLimit }) {
  return (
    <FieldHeader>
      <label htmlFor={htmlFor}>{label}</label>
      <LengthCount id={countId} $over={limit.over} aria-live="polite">
        {limit.count}
      </LengthCount>
    </FieldHeader>
  );
}
