// One collapsible FAQ item (the disclosure pattern): a button in the heading with aria-expanded controls
// the answer region. A native button, so Enter and Space toggle it and Tab reaches it.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme, type Faq } from 'shared';

export function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const answerId = useId();
  return (
    <Item>
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
