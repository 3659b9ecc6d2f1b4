// SPEC §4's approval life, whoever writes: one table of transitions for tools and providers.
import { approvalState, createdByAdmin, decided, editedByAdmin, editedByOwner, submitted } from './approval.ts';
import { ApiError } from '../../errors/api-error.ts';

const pending = { approved: false, approvalComment: '' };
const rejected = { approved: false, approvalComment: 'Het logo ontbreekt.' };
const approved = { approved: true, approvalComment: '' };

test('the three states', () => {
  expect([pending, rejected, approved].map(approvalState)).toEqual(['pending', 'rejected', 'approved']);
  expect(approvalState({ approved: false, approvalComment: '   ' })).toBe('pending');
});

test("an admin's create is approved, a submission pending", () => {
  expect(approvalState(createdByAdmin)).toBe('approved');
  expect(approvalState(submitted)).toBe('pending');
});

test('approving clears the comment; rejecting keeps the trimmed reason and refuses an empty one', () => {
  expect(decided(true, 'oud commentaar')).toEqual(approved);
  expect(decided(false, '  Het logo ontbreekt. ')).toEqual(rejected);
  for (const reason of ['', '   ', undefined]) {
    expect(() => decided(false, reason)).toThrow(ApiError);
    try {
      decided(false, reason);
    } catch (error) {
      expect((error as ApiError).toBody()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect((error as ApiError).statusCode).toBe(400);
    }
  }
});

test("the owner's edit keeps approved and clears the comment: rejected becomes pending", () => {
  expect(editedByOwner(rejected)).toEqual(pending);
  expect(editedByOwner(approved)).toEqual(approved);
  expect(editedByOwner(pending)).toEqual(pending);
});

test("an admin's edit decides only when it sends approved", () => {
  expect(editedByAdmin(rejected, {})).toEqual(rejected);
  expect(editedByAdmin(pending, { approved: true })).toEqual(approved);
  expect(editedByAdmin(approved, { approved: false, approvalComment: 'Niet meer beschikbaar.' })).toEqual({
    approved: false,
    approvalComment: 'Niet meer beschikbaar.',
  });
  expect(() => editedByAdmin(approved, { approved: false })).toThrow(ApiError);
});
