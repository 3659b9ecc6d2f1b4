// The review workflows (SPEC §4, §5, §7 Reviews). Anyone reads the reviews of an approved tool; writing arrives
// with its issue (editing and deleting: the author or an admin, checked by the route's access rule).
import type { ListResponse, Review, ReviewBody } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { notFound, notImplemented } from '../../errors/api-error.ts';
import type { ToolRepository } from '../tools/repository.ts';
import type { ReviewRepository } from './repository.ts';

export function createReviewService(reviews: ReviewRepository, tools: ToolRepository) {
  return {
    async listOfTool(toolId: number): Promise<ListResponse<Review>> {
      if (!(await tools.isApproved(toolId))) throw notFound(`Geen AI-tool met id ${toolId}.`);
      const data = await reviews.listOfTool(toolId);
      return { data, count: data.length };
    },

    /** A review belongs to its author. */
    ownerOf: (id: number) => reviews.authorOf(id),

    /** The cool-down (SPEC §5: 30 minutes after the user's latest review of the tool) comes with this issue. */
    async create(_caller: Caller, _body: ReviewBody): Promise<Review> {
      throw notImplemented();
    },

    async update(_caller: Caller, _id: number, _body: ReviewBody): Promise<Review> {
      throw notImplemented();
    },

    async remove(_caller: Caller, _id: number): Promise<void> {
      throw notImplemented();
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
