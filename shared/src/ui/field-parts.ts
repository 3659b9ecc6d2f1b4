// The parts every labelled field of the kit shares (FormField, SelectField, TextAreaField): the column that holds
// label, control and message, and the message of a broken rule.
import styled from 'styled-components';
import { theme } from './theme.ts';

export const FieldGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(4)};
  label {
    font-weight: 600;
  }
`;

export const FieldMessage = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.danger};
`;
