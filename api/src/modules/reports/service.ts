// Reports of improper content ('Meld ongepast'): anyone logged in reports a review, a forum post or a comment once,
// with a reason (a report counts towards the account's write limit); admins (the routes' access rules) list the
// open reports and ignore one ('Negeer'), or remove the item through the item's own DELETE, which takes its
// reports along. No answer names the reporter.
import type { Kysely } from 'kysely';
import { errorTexts } from 'shared/contracts';
import type { ListResponse, OpenReport, Report, ReportBody, ReportDecisionBody, ReportListQuery } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-violations.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { excerpt, type AuditService } from '../audit/service.ts';
import type { WriteLimit } from '../write-limit/write-limit.ts';
import { createReportRepository } from './repository.ts';

export interface ReportServiceDependencies {
  db: Kysely<Database>;
  now: () => Date;
  writeLimit: WriteLimit;
  audit: AuditService;
}

const ITEM_NAMES = { review: 'review', issue: 'forumvraag', comment: 'reactie' } as const;

export function createReportService({ db, now, writeLimit, audit }: ReportServiceDependencies) {
  const reports = createReportRepository(db);
  const missingItem = ({ itemType, itemId }: ReportBody) => notFound(errorTexts.noneWithId(itemType, itemId));

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
    decide(caller: Caller, id: number, body: ReportDecisionBody): Promise<Report> {
      return db.transaction().execute(async (trx) => {
        const rows = createReportRepository(trx);
        if (!(await rows.setStatus(id, body.status))) throw notFound(errorTexts.noneWithId('report', id));
        const report = (await rows.find(id))!;
        const target = { type: report.itemType, id: report.itemId, name: `Melding over ${ITEM_NAMES[report.itemType]} ${report.itemId}` };
        await audit.record({ actor: caller, action: 'report.dismissed', target, detail: excerpt(report.reason) }, trx);
        return report;
      });
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
