// A link that follows the URL rules of tool-url.ts: a router link inside the site, else a new tab.
import type { MouseEvent, ReactNode } from 'react';
import { VisuallyHidden } from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';
import { resolveToolUrl } from './tool-url.ts';

export interface ToolUrlLinkProps {
  url: string;
  children: ReactNode;
  /** Called when the visitor follows the link: a click, Enter, or the middle button (a new tab); never blocks it. */
  onFollow?: () => void;
}

export function ToolUrlLink({ url, children, onFollow }: ToolUrlLinkProps) {
  const target = resolveToolUrl(url);
  if (!target) return null;
  const follow = onFollow && {
    onClick: () => onFollow(),
    // auxclick also fires for the right button, which only opens the context menu
    onAuxClick: (event: MouseEvent) => {
      if (event.button === 1) onFollow();
    },
  };
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} {...follow}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" {...follow}>
      {children}
      <VisuallyHidden> {messages.catalogue.detail.newTab}</VisuallyHidden>
    </a>
  );
}
