// What an anonymous visitor sees where a logged-in one writes (a review, a comment): why to log in, and the
// LOGIN button that opens the shell's login through the one session of shared-core.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAuthSession } from 'shared-core';
import { Button } from './components.tsx';
import { theme } from './theme.ts';
import { common } from '../messages/common.ts';

/** `className` lets the screen place the box (styled(LoginPrompt) with its margin). */
export function LoginPrompt({ children, className }: { children: ReactNode; className?: string }) {
  const login = useAuthSession((session) => session.login);
  return (
    <Box className={className}>
      <p>{children}</p>
      <Button onClick={() => login()}>{common.login}</Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.medium};
  background: #e8eef6;
  p {
    margin: 0;
    flex: 1 1 220px;
  }
`;
