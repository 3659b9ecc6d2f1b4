// The approval life of a tool and of a provider (SPEC §4), one definition for the API and the screens: approved
// true is approved; not approved with an empty comment is pending; not approved with a comment is rejected.
export type ApprovalState = 'pending' | 'rejected' | 'approved';

export interface Approvable {
  approved: boolean;
  approvalComment: string;
}

export function approvalState({ approved, approvalComment }: Approvable): ApprovalState {
  if (approved) return 'approved';
  return approvalComment.trim() === '' ? 'pending' : 'rejected';
}
