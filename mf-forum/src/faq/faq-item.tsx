// One collapsible FAQ item (the disclosure pattern): a button in the heading with aria-expanded controls
// the answer region. A native button, so Enter and Space toggle it and Tab reaches it. An admin gets an edit
// and a delete icon beside it (SPEC §2).
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Icon, theme, type Faq } from 'shared';
import { messages } from '../messages.ts';

const text = messages.forum.faq;

export interface FaqItemProps {
  faq: Faq;
  /** The admin's actions; absent for everyone else. */
  onEdit?: () => void;
  onRemove?: () => void;
}

export function FaqItem({ faq, onEdit, onRemove }: FaqItemProps) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const answerId = useId();
  return (
    <Item>
      <Top>
        <h2>
          <button
            type="button"
            id={buttonId}
            aria-expanded={open}
            aria-controls={answerId}
            onClick={() => setOpen((current) => !current)}
          >
            <span>{faq.question}</span>
            <Chevron aria-hidden="true" $open={open}>
              ▾
            </Chevron>
          </button>
        </h2>
        {onEdit && onRemove && (
          <Icons>
            <IconButton type="button" aria-label={text.editLabel(faq.question)} title={text.update} onClick={onEdit}>
              <Icon name="edit" />
            </IconButton>
            <IconButton type="button" aria-label={text.removeLabel(faq.question)} title={text.remove} onClick={onRemove}>
              <Icon name="remove" />
            </IconButton>
          </Icons>
        )}
      </Top>
      <Answer id={answerId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {faq.answer}
      </Answer>
    </Item>
  );
}

const Item = styled.li`
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.normal};
  }
  button {
    display: flex;
    width: 100%;
    min-height: 44px;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(3)} ${theme.space(4)};
    border: 0;
    border-radius: inherit;
    background: none;
    color: ${theme.colour.primary};
    font-weight: 600;
    text-align: left;
    cursor: pointer;
  }
  button:hover {
    background: ${theme.colour.background};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  h2 {
    flex: 1;
  }
`;

const Icons = styled.div`
  display: flex;
  gap: ${theme.space(1)};
  padding-right: ${theme.space(2)};
`;

const IconButton = styled.button`
  && {
    display: inline-flex;
    width: 44px;
    min-height: 44px;
    padding: ${theme.space(2)};
    justify-content: center;
    color: ${theme.colour.primary};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  font-size: 1.25em;
  transition: transform 0.15s;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Answer = styled.div`
  padding: 0 ${theme.space(4)} ${theme.space(4)};
  white-space: pre-line;
`;
