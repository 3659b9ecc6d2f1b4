// A link that follows the URL rules of tool-url.ts: a router link inside the site, else a new tab.
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';
import { resolveToolUrl } from './tool-url.ts';

export function ToolUrlLink({ url, children }: { url: string; children: ReactNode }) {
  const target = resolveToolUrl(url);
  if (!target) return null;
  if (target.kind === 'internal') return <Link to={target.to}>{children}</Link>;
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {messages.catalogue.detail.newTab}</VisuallyHidden>
    </a>
  );
}
