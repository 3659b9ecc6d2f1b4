// The services container: every feature's service, built once per app (buildApp) over the repositories, and
// handed to each feature's routes. Routes translate HTTP, services hold the rules and transactions,
// repositories the rows (docs/decisions/0010-api-layering.md).
import type { Kysely } from 'kysely';
import type { AccessTokens } from './auth/access-token.ts';
import type { IdTokenVerifier } from './auth/id-token.ts';
import type { OwnerLookups } from './auth/access.ts';
import type { DialectName } from './db/connect.ts';
import type { Database } from './db/schema.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Counters } from './limits/counters.ts';
import { ApiError } from './errors/api-error.ts';
import type { PageData } from './web/page-documents.ts';
import { createAuditService } from './modules/audit/service.ts';
import { createFaqService } from './modules/faqs/service.ts';
import { createForumService } from './modules/forum/service.ts';
import { createHealthService } from './modules/health/service.ts';
import { createKeywordService } from './modules/keywords/service.ts';
import type { ExternalModel } from './modules/noshow/external-model.ts';
import { createNoShowService } from './modules/noshow/service.ts';
import { createPrivacyService } from './modules/privacy/service.ts';
import { createProviderService } from './modules/providers/service.ts';
import { createReportService } from './modules/reports/service.ts';
import { createReviewService } from './modules/reviews/service.ts';
import { createSettingService } from './modules/roadmap-settings/service.ts';
import { createSiteContentService } from './modules/site-content/service.ts';
import { createFavouriteService } from './modules/favourites/service.ts';
import { createImageService } from './modules/images/service.ts';
import { createInsightService } from './modules/insights/service.ts';
import type { RemoteImageOptions } from './modules/images/remote-image.ts';
import { createToolKeywordService } from './modules/tool-keywords/service.ts';
import { createToolService } from './modules/tools/service.ts';
import { createUserService } from './modules/users/service.ts';
import { createWriteLimit } from './modules/write-limit/write-limit.ts';

export interface ServiceDependencies {
  db: Kysely<Database>;
  dialect: DialectName;
  accessTokens: AccessTokens;
  /** Lower-case e-mail addresses that become admin at registration (when the issuer verified them). */
  adminEmails: string[];
  /** The embedded provider's issuer, or null when an external one is used. */
  embeddedIssuer: string | null;
  /** Mail to users (SMTP or the outbox). */
  mailer: Mailer;
  /** The address people open the site at, for links in mail. */
  siteUrl: string;
  /** The clock of the rules that count time (cool-downs, write limits): tests move it instead of waiting. */
  now: () => Date;
  /** Reports what failed beside a stored write (a mail that could not be sent). */
  warn: (message: string, error: unknown) => void;
  /** The No Show Tool's outside scoring service (NOSHOW_MODEL_URL), or null. */
  externalNoShowModel: ExternalModel | null;
  /** How images are fetched from https addresses (decision 0023); tests reach a server of their own through it. */
  remoteImages?: RemoteImageOptions;
  /** Checks an ID token of the identity provider (null when none is configured). */
  verifyIdToken: IdTokenVerifier | null;
  /** Whether visits are counted for the insights (COUNT_VISITS). */
  countVisits: boolean;
  /** The limits' counters: readiness asks them (Redis) whether they answer. */
  counters?: Counters;
}

export function createServices(dependencies: ServiceDependencies) {
  const { db, dialect, accessTokens, adminEmails, embeddedIssuer, mailer, siteUrl, now, warn } = dependencies;
  const writeLimit = createWriteLimit(db, now);
  const audit = createAuditService(db, now);
  const images = createImageService({ db, now, remote: dependencies.remoteImages, audit });
  const privacy = createPrivacyService({ db, dialect, embeddedIssuer, siteUrl, now, warn });
  const siteContent = createSiteContentService(db, audit, now, images);
  const users = createUserService(db, {
    accessTokens,
    adminEmails,
    embeddedIssuer,
    audit,
    privacy,
    verifyIdToken: dependencies.verifyIdToken,
    now,
    mailer,
    siteUrl,
    warn,
  });
  const providers = createProviderService({ db, now, audit, mailer, siteUrl, warn, images, users });
  // A module's service reaches another module's rows through that module's service, handed in here
  // (docs/decisions/0028-who-sees-a-tool.md).
  const keywords = createKeywordService(db, audit);
  const toolService = createToolService({ db, now, audit, mailer, siteUrl, warn, keywords, providers });
  return {
    health: createHealthService(db, dependencies.counters),
    tools: toolService,
    keywords,
    toolKeywords: createToolKeywordService({ db, tools: toolService, keywords, audit }),
    providers,
    users,
    privacy,
    forum: createForumService({ db, dialect, now, writeLimit, audit }),
    reviews: createReviewService({ db, now, writeLimit, audit, tools: toolService }),
    reports: createReportService({ db, now, writeLimit, audit }),
    faqs: createFaqService(db, audit),
    roadmapSettings: createSettingService(db, audit),
    siteContent,
    images,
    favourites: createFavouriteService({ db, now, tools: toolService }),
    noShow: createNoShowService({ db, now, externalModel: dependencies.externalNoShowModel, warn, audit }),
    insights: createInsightService({ db, dialect, now, mailer, siteUrl, warn, counting: dependencies.countVisits, publicFiguresOn: async () => (await siteContent.read()).publicFigures === true }),
    audit,
  };
}

export type Services = ReturnType<typeof createServices>;

/** Who owns a row, for the access gate's owner rules: the services' answer. */
export function ownerLookups(services: Services): OwnerLookups {
  return {
    // The user `:id` is their own owner (a missing user is the service's 404).
    user: async (id) => id,
    provider: services.providers.ownerOf,
    tool: services.tools.ownerOf,
    review: services.reviews.ownerOf,
    issue: services.forum.issueOwnerOf,
    comment: services.forum.commentOwnerOf,
    reviewReply: services.reviews.replyOwnerOf,
    prediction: services.noShow.ownerOf,
  };
}

/** What a page's document says of the row it shows: only what a visitor may see (undefined otherwise). */
export function pageDataOf(services: Services): PageData {
  const visible = async <T>(read: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return undefined;
      throw error;
    }
  };
  return {
    tool: (id) => visible(() => services.tools.findVisible(null, id)),
    forumPost: (id) => visible(() => services.forum.findIssue(id)),
    approvedToolIds: () => services.tools.publicIds(),
  };
}
