// SPEC §2 "Account page": which task cards a user sees, by role. The highest role wins: an admin gets the admin
// cards (not the provider's), a provider who is not admin the provider's, everyone else the plain user's.
import { highestRole, type Role } from 'shared';
import { messages } from '../messages.ts';

const cards = messages.account.overview.cards;

/** A count a card can carry as a red badge. Only counts the API can answer today (see use-badge-counts.ts). */
export type BadgeKind = 'unapprovedTools' | 'rejectedTools' | 'providerSubmissions' | 'rejectedUpgrade' | 'openReports';

/** A state a card shows in words beside its title (see use-badge-counts.ts). */
export type CardStateKind = 'upgradePending';

export interface TaskCard {
  to: string;
  title: string;
  description: string;
  badge?: BadgeKind;
  /** Shown when true: the words replace the description's invitation. */
  state?: { kind: CardStateKind; label: string; description: string };
}

/** The site's own No Show Tool (every logged-in role may use it). */
const noShowTool: TaskCard = { to: '/AI-tool/NoShowTool', ...cards.noShow };

const accountEdit: TaskCard = { to: '/account/edit', ...cards.accountEdit };

const cardsByRole: Record<Role, TaskCard[]> = {
  admin: [
    { to: '/AI-tool/add', ...cards.addTool },
    { to: '/AI-tool/manage', ...cards.reviewTools, badge: 'unapprovedTools' },
    { to: '/providers', ...cards.providersAdmin },
    { to: '/providers/submissions', ...cards.providerSubmissions, badge: 'providerSubmissions' },
    { to: '/FAQ', ...cards.faq },
    { to: '/keywords', ...cards.keywords },
    { to: '/users', ...cards.users },
    { to: '/settings', ...cards.settings },
    { to: '/audit', ...cards.audit },
    { to: '/reports', ...cards.reports, badge: 'openReports' },
    { to: '/insights', ...cards.insights },
    noShowTool,
    accountEdit,
  ],
  provider: [
    { to: '/AI-tool/submit', ...cards.submitTool },
    { to: '/AI-tool/manage', ...cards.ownTools, badge: 'rejectedTools' },
    { to: '/providers', ...cards.providersOwn },
    noShowTool,
    accountEdit,
  ],
  user: [
    accountEdit,
    { to: '/account/upgrade', ...cards.upgrade, badge: 'rejectedUpgrade', state: { kind: 'upgradePending', ...cards.upgradePending } },
    noShowTool,
  ],
};

export function taskCardsFor(roles: readonly Role[]): TaskCard[] {
  return cardsByRole[highestRole(roles)];
}
