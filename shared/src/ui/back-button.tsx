// The one back control of the site: the same outlined button with an arrow on every page that has one.
// With `to` it is a link to that page; without, it goes one step back in the visitor's history when they came
// from a page of this site (the router's first location has the key 'default'), otherwise to `fallback` ('/').
import { DEFAULT_BACK_PATH } from '../contracts/constants.ts';
import { common } from '../messages/common.ts';
import { useLocation, useNavigate } from 'shared-core';
import { Button, ButtonRouterLink } from './components.tsx';

export interface BackButtonProps {
  /** 'Terug' unless the page says where back is ('Terug naar je account'). */
  label?: string;
  /** A fixed destination instead of the history (a form's way back, a page that was not found). */
  to?: string;
  /** Where a history-less visit (the page opened from a link or a bookmark) goes back to. */
  fallback?: string;
}

export function BackButton({ label = common.back, to, fallback = DEFAULT_BACK_PATH }: BackButtonProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const content = (
    <>
      <span aria-hidden="true">←</span> {label}
    </>
  );
  if (to !== undefined) {
    return (
      <ButtonRouterLink to={to} $variant="secondary">
        {content}
      </ButtonRouterLink>
    );
  }
  return (
    <Button $variant="secondary" onClick={() => void (location.key !== 'default' ? navigate(-1) : navigate(fallback))}>
      {content}
    </Button>
  );
}
