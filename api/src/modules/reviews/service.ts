// The review workflows (SPEC §4, §5, §7 Reviews). Whoever sees a tool reads its reviews (tools/visibility.ts); a
// user reviews an approved tool
// (30 minutes after their previous review of that tool); the author or an admin edits and deletes (the route's
// access rule); the user who manages the tool's provider answers a review once, in the company's name, and edits
// or removes that answer (admins too). Every write counts towards the account's write limit.
import type { Kysely } from 'kysely';
import { coolDownMinutesLeft, errorTexts } from 'shared/contracts';
import type { ListResponse, Review, ReviewBody, ReviewReplyBody } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { isForeignKeyViolation } from '../../db/constraint-violations.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, coolDown, forbidden, notFound, validationFailed } from '../../errors/api-error.ts';
import type { ToolService } from '../tools/service.ts';
import { excerpt, type AuditService } from '../audit/service.ts';
import type { WriteLimit } from '../write-limit/write-limit.ts';
import { createReviewRepository, type ReviewRepository } from './repository.ts';

export interface ReviewServiceDependencies {
  db: Kysely<Database>;
  now: () => Date;
  writeLimit: WriteLimit;
  audit: AuditService;
  /** Which tool the caller sees (404 otherwise): a tool's reviews are seen with it. */
  tools: Pick<ToolService, 'assertVisible'>;
}

const missingReview = (id: number) => notFound(errorTexts.noneWithId('review', id));
const missingTool = (id: number) => notFound(errorTexts.noneWithId('tool', id));
const missingReply = (reviewId: number) => notFound(`De review met id ${reviewId} heeft geen antwoord.`);

export function createReviewService({ db, now, writeLimit, audit, tools }: ReviewServiceDependencies) {
  const reviews = createReviewRepository(db);

  /** One counted write of the caller, with the repository of its transaction. */
  const write = <T>(caller: Caller, work: (rows: ReviewRepository, trx: Kysely<Database>) => Promise<T>) =>
    writeLimit.write(caller, (trx) => work(createReviewRepository(trx), trx));

  return {
    async listOfTool(caller: Caller | null, toolId: number): Promise<ListResponse<Review>> {
      await tools.assertVisible(caller, toolId);
      const data = await reviews.listOfTool(toolId);
      return { data, count: data.length };
    },

    /** A review belongs to its author. */
    ownerOf: (id: number) => reviews.authorOf(id),

    /**
     * A reply belongs to the linked user of the provider it speaks for; a review without a reply to the linked user
     * of its tool's provider, who may write one.
     */
    async replyOwnerOf(reviewId: number): Promise<number | null | undefined> {
      const owners = await reviews.replyOwners(reviewId);
      if (owners === undefined) return undefined;
      return owners.replyProviderId !== null ? owners.replyProviderUserId : owners.toolProviderUserId;
    },

    /** SPEC §5: COOL_DOWN with the minutes left while the user's latest review of the tool is younger than 30 minutes. */
    async create(caller: Caller, body: ReviewBody): Promise<Review> {
      // Reviews are for the public catalogue: a tool a visitor sees, whoever writes. Asked before the write's
      // transaction (the tools' service reads outside it); a tool removed meanwhile is the foreign key below.
      await tools.assertVisible(null, body.aiToolId);
      try {
        return await write(caller, async (rows) => {
          const latest = await rows.latestDateOf(caller.userId, body.aiToolId);
          const minutes = latest === undefined ? 0 : coolDownMinutesLeft(latest, now());
          if (minutes > 0) throw coolDown(minutes);
          const id = await rows.insert({
            content: body.content.trim(),
            rating: body.rating,
            date: now().toISOString(),
            user_id: caller.userId,
            ai_tool_id: body.aiToolId,
          });
          return (await rows.find(id))!;
        });
      } catch (error) {
        // The tool was removed between the check and the insert (PostgreSQL, another instance).
        if (isForeignKeyViolation(error)) throw missingTool(body.aiToolId);
        throw error;
      }
    },

    /** Content and rating; the review stays with its tool and keeps its date. */
    update(caller: Caller, id: number, body: ReviewBody): Promise<Review> {
      return write(caller, async (rows, trx) => {
        const toolId = await rows.toolOf(id);
        if (toolId === undefined) throw missingReview(id);
        if (toolId !== body.aiToolId) throw validationFailed('body.aiToolId', 'is niet de AI-tool van deze review');
        await rows.update(id, { content: body.content.trim(), rating: body.rating });
        const review = (await rows.find(id))!;
        await audit.ofSomeoneElse({ actor: caller, action: 'review.changed', target: { type: 'review', id, name: `Review van ${review.user_name}` }, detail: `${review.rating}/5: ${excerpt(review.content)}` }, review.user_id, trx);
        return review;
      });
    },

    remove(caller: Caller, id: number): Promise<void> {
      return write(caller, async (rows, trx) => {
        const review = await rows.find(id);
        if (review === undefined || !(await rows.remove(id))) throw missingReview(id);
        const target = { type: 'review', id, name: `Review van ${review.user_name}` };
        await audit.removal({ actor: caller, action: 'review.removed', target, detail: `${review.rating}/5: ${excerpt(review.content)}` }, review.user_id, trx);
      });
    },

    /** Only the user who manages the tool's provider answers, once; the answer speaks for that provider. */
    createReply(caller: Caller, reviewId: number, body: ReviewReplyBody): Promise<Review> {
      return write(caller, async (rows) => {
        const owners = await rows.replyOwners(reviewId);
        if (owners === undefined) throw missingReview(reviewId);
        // Admins pass the route's owner rule, but an answer in a company's name is that company's to give.
        if (owners.toolProviderUserId !== caller.userId) throw forbidden('Enkel wie de provider van deze AI-tool beheert, kan antwoorden.');
        if (owners.replyProviderId !== null) throw new ApiError(409, 'ER_DUP_ENTRY', 'Deze review heeft al een antwoord.');
        await rows.insertReply({ review_id: reviewId, provider_id: owners.toolProviderId, content: body.content.trim(), date: now().toISOString() });
        return (await rows.find(reviewId))!;
      });
    },

    updateReply(caller: Caller, reviewId: number, body: ReviewReplyBody): Promise<Review> {
      return write(caller, async (rows, trx) => {
        if (!(await rows.updateReply(reviewId, { content: body.content.trim(), date: now().toISOString() }))) throw missingReply(reviewId);
        const target = { type: 'review', id: reviewId, name: `Antwoord op review ${reviewId}` };
        await audit.ofSomeoneElse({ actor: caller, action: 'reply.changed', target, detail: excerpt(body.content) }, (await rows.replyOwners(reviewId))?.replyProviderUserId ?? null, trx);
        return (await rows.find(reviewId))!;
      });
    },

    removeReply(caller: Caller, reviewId: number): Promise<void> {
      return write(caller, async (rows, trx) => {
        const owners = await rows.replyOwners(reviewId);
        const reply = (await rows.find(reviewId))?.reply;
        if (!owners || !reply || !(await rows.removeReply(reviewId))) throw missingReply(reviewId);
        const target = { type: 'review', id: reviewId, name: `Antwoord van ${reply.provider_name}` };
        await audit.removal({ actor: caller, action: 'reply.removed', target, detail: excerpt(reply.content) }, owners.replyProviderUserId, trx);
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
