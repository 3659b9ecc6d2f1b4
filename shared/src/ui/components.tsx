// The shared UI kit: the building blocks every screen uses, so all remotes look and behave the same.
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Link } from 'shared-core';
import { theme } from './theme.ts';
import { visuallyHidden } from './visually-hidden.ts';
import { errors } from '../messages/errors.ts';

export const PageContainer = styled.main`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)};
`;

export const PageTitle = styled.h1`
  font-size: ${theme.font.size.title};
  line-height: 1.25;
  margin: 0 0 ${theme.space(4)};
  color: ${theme.colour.primary};
`;

/** The short text under a page's title. */
export const PageIntro = styled.p`
  max-width: 70ch;
  margin: 0 0 ${theme.space(4)};
`;

/** Above a list: its heading (h2) on the left, its counter (p) on the right, wrapping on a phone. */
export const ListHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.large};
  }
  p {
    margin: 0;
    color: ${theme.colour.muted};
    font-weight: 600;
  }
`;

/** Under a list: the load-more button and the text about how much is shown, centred. */
export const ListFooter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
`;

type ButtonVariant = 'primary' | 'secondary' | 'danger';

const buttonStyle = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border-radius: ${theme.radius.medium};
  border: 2px solid ${theme.colour.primary};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colour.primary};
          color: #fff;
          &:hover:not(:disabled) { background: ${theme.colour.primaryHover}; }
        `
      : $variant === 'danger'
        ? css`
            background: ${theme.colour.danger};
            border-color: ${theme.colour.danger};
            color: #fff;
          `
        : css`
            background: ${theme.colour.surface};
            color: ${theme.colour.primary};
            &:hover:not(:disabled) { background: ${theme.colour.background}; }
          `}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

export const Button = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: ButtonVariant;
}>`
  ${buttonStyle}
`;

/** A router link that looks like a button (in-app navigation without a page load). */
export const ButtonRouterLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyle}
`;

/** A row of buttons that wraps on a narrow screen. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(5)};
`;

export const Card = styled.article`
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow};
  overflow: hidden;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const SpinnerCircle = styled.span`
  display: inline-block;
  width: 1.5em;
  height: 1.5em;
  border: 3px solid ${theme.colour.border};
  border-top-color: ${theme.colour.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 3s; }
`;

export function Spinner({ label }: { label: string }) {
  return <SpinnerCircle role="status" aria-label={label} />;
}

const ErrorPanel = styled.div`
  border: 2px solid ${theme.colour.danger};
  border-radius: ${theme.radius.medium};
  background: #fdecea;
  padding: ${theme.space(3)} ${theme.space(4)};
  margin: ${theme.space(4)} 0;
  h2 { margin: 0 0 ${theme.space(1)}; font-size: ${theme.font.size.normal}; color: ${theme.colour.danger}; }
  p { margin: 0; }
`;

// Muted grey on the panel's pink is 5.4:1. The id is one long token: it may break anywhere rather than widen a phone.
const RequestReference = styled.p`
  /* doubled: the panel's own p rule would win */
  && { margin-top: ${theme.space(1)}; }
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
  overflow-wrap: anywhere;
`;

/**
 * SPEC §2: errors appear in a box titled 'Er ging iets mis'. A failed request's id (requestIdOf) goes under the
 * message, so that what a user reports can be found in the server's logs.
 */
export function ErrorBox({ title = errors.errorBoxTitle, requestId, children }: { title?: string; requestId?: string | null; children: ReactNode }) {
  return (
    <ErrorPanel role="alert">
      <h2>{title}</h2>
      <p>{children}</p>
      {requestId ? <RequestReference>{errors.requestReference(requestId)}</RequestReference> : null}
    </ErrorPanel>
  );
}

/** A checkbox or a radio button with its text: one target of at least 44 px, the box in the theme's colour. */
export const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  cursor: pointer;
  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${theme.colour.primary};
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** Red count badge, capped at 99+ (SPEC §2). */
export const Badge = styled.span`
  display: inline-block;
  min-width: 1.6em;
  padding: 0 ${theme.space(1.5)};
  border-radius: 999px;
  background: ${theme.colour.badge};
  color: #fff;
  font-size: ${theme.font.size.small};
  font-weight: 700;
  text-align: center;
`;

export function badgeText(count: number, cap = 99): string {
  return count > cap ? `${cap}+` : String(count);
}

/** A list of cards one under the other (questions, saved tools, reports …): the one list of that kind. */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
`;

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;
