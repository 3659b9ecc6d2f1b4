// One user on /users: name, e-mail, the role select and the edit and delete buttons (SPEC §2 "User management").
// Picking a role only asks for confirmation; the select shows `shownRole` so a cancelled choice snaps back.
import { useId } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow, Card, ROLES, theme, type Role, type User } from 'shared';
import { messages } from '../messages.ts';

const text = messages.admin.users;

export interface UserCardProps {
  user: User;
  shownRole: Role;
  onRoleChoice(role: Role): void;
  onEdit(): void;
  onRemove(): void;
}

export function fullName(user: User): string {
  return `${user.firstname} ${user.lastname}`;
}

export function UserCard({ user, shownRole, onRoleChoice, onEdit, onRemove }: UserCardProps) {
  const id = useId();
  return (
    <Body aria-labelledby={`${id}-name`}>
      <Name id={`${id}-name`}>{fullName(user)}</Name>
      <Email>
        <span>{text.email}: </span>
        <a href={`mailto:${user.email}`}>{user.email}</a>
      </Email>
      <RoleField>
        <label htmlFor={`${id}-role`}>{text.role}</label>
        <select id={`${id}-role`} value={shownRole} onChange={(event) => onRoleChoice(event.target.value as Role)}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {text.roleLabels[role]}
            </option>
          ))}
        </select>
      </RoleField>
      <ButtonRow>
        <Button $variant="secondary" onClick={onEdit}>
          {text.edit}
        </Button>
        <Button $variant="danger" onClick={onRemove}>
          {text.remove}
        </Button>
      </ButtonRow>
    </Body>
  );
}

const Body = styled(Card)`
  height: 100%;
  padding: ${theme.space(4)} ${theme.space(5)};
`;

const Name = styled.h2`
  margin: 0 0 ${theme.space(1)};
  font-size: ${theme.font.size.large};
  color: ${theme.colour.primary};
`;

const Email = styled.p`
  margin: 0 0 ${theme.space(3)};
  /* long addresses wrap instead of widening the card on a 375 px phone */
  overflow-wrap: anywhere;
  span {
    color: ${theme.colour.muted};
  }
`;

const RoleField = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  label {
    font-weight: 600;
  }
  select {
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(3)};
    font: inherit;
    border: 1px solid ${theme.colour.border};
    border-radius: ${theme.radius.medium};
    background: ${theme.colour.surface};
  }
`;
