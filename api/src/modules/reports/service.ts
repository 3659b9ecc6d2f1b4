// Reports of improper content ('Meld ongepast'): anyone logged in reports a review, a forum post or a comment once,
// with a reason (a report counts towards the account's write limit); admins (the routes' access rules) list the
// open reports and ignore one ('Negeer'), or remove the item through the item's own DELETE, which takes its
// reports along. No answer names the reporter.
import type { Kysely } from 'kysely';
import type { ListResponse, OpenReport, Report, ReportBody, ReportDecisionBody, ReportListQuery } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-violations.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import type { WriteLimit } from '../write-limit/write-limit.ts';
import { createReportRepository } from './repository.ts';

export interface ReportServiceDependencies {
  db: Kysely<Database>;
  now: () => Date;
  writeLimit: WriteLimit;
}

const ITEM_NAMES = { review: 'review', issue: 'forumvraag', comment: 'reactie' } as const;

export function createReportService({ db, now, writeLimit }: ReportServiceDependencies) {
  const reports = createReportRepository(db);
  const missingItem = ({ itemType, itemId }: ReportBody) => notFound(`Geen ${ITEM_NAMES[itemType]} met id ${itemId}.`);

  return {
    async create(caller: Caller, body: ReportBody): Promise<Report> {
      try {
        return await writeLimit.write(caller, async (trx) => {
          const rows = createReportRepository(trx);
          if (!(await rows.itemExists(body.itemType, body.itemId))) throw missingItem(body);
          return await rows.insert({ ...body, reason: body.reason.trim(), reporterId: caller.userId, date: now().toISOString() });
        });
      } catch (error) {
        // The item went between the check and the insert (PostgreSQL, another instance).
        if (isForeignKeyViolation(error)) throw missingItem(body);
        if (isUniqueViolation(error)) throw new ApiError(409, 'ER_DUP_ENTRY', `Je hebt deze ${ITEM_NAMES[body.itemType]} al gemeld.`);
        throw error;
      }
    },

    listOpen: ({ limit = -1, offset = 0 }: ReportListQuery): Promise<ListResponse<OpenReport>> => reports.listOpen({ limit, offset }),

    /** 'Negeer': the report is closed and the item stays; the reporter cannot report the item again. */
    async decide(_caller: Caller, id: number, body: ReportDecisionBody): Promise<Report> {
      if (!(await reports.setStatus(id, body.status))) throw notFound(`Geen melding met id ${id}.`);
      return (await reports.find(id))!;
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
