// The approval life of tools and providers (SPEC §4), written once for both features: which approval fields a
// write leaves behind, whoever makes it. The screens read the state with approvalState (shared/contracts).
import { approvalState, type Approvable, type ApprovalState } from 'shared/contracts';
import { ApiError } from '../../errors/api-error.ts';

export { approvalState, type Approvable, type ApprovalState };

/** An admin's create: approved at once. */
export const createdByAdmin: Approvable = { approved: true, approvalComment: '' };

/** A submission or a resubmission by its owner: pending, whatever approval fields the body carried. */
export const submitted: Approvable = { approved: false, approvalComment: '' };

/** An admin's decision: approved (the comment cleared) or rejected, which needs a non-empty reason. */
export function decided(approved: boolean, comment: string | undefined): Approvable {
  if (approved) return { approved: true, approvalComment: '' };
  const reason = (comment ?? '').trim();
  if (reason === '') {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Een afkeuring heeft een reden nodig.', [
      { field: 'body.approvalComment', message: 'is leeg' },
    ]);
  }
  return { approved: false, approvalComment: reason };
}

/** An edit by the owner never changes `approved`, and clears an existing comment: a rejected row is pending again. */
export function editedByOwner(current: Approvable): Approvable {
  return { approved: current.approved, approvalComment: '' };
}

/**
 * An admin's edit: the approval fields of the body decide when it sends `approved` (a rejection needs its
 * reason); without them the row keeps its state.
 */
export function editedByAdmin(current: Approvable, body: Partial<Approvable>): Approvable {
  if (body.approved === undefined) return { approved: current.approved, approvalComment: current.approvalComment };
  return decided(body.approved, body.approvalComment);
}
