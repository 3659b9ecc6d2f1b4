// The tool workflows (SPEC §4, §7 Tools). Who sees which tool is decided in one place, visibility.ts: visitors see
// approved tools only; the owning provider (the linked user of the tool's provider) and admins also see pending and
// rejected ones. The route's access rule has checked the role and, for an edit or a deletion, the ownership; the
// service checks what depends on the body (whose provider, which approval fields), writes the tool, its keywords and
// its history in one transaction, and tells the provider of a decision by mail once it is stored. Other modules reach
// tools through this service, never through the repository (docs/decisions/0028-who-sees-a-tool.md).
import type { Kysely } from 'kysely';
import { errorTexts } from 'shared/contracts';
import type { AiTool, AiToolBody, AiToolEditBody, AiToolListQuery, ListResponse, ManagedAiTool, ToolCountry, ToolHistoryEntry } from 'shared/contracts';
import { isAdmin, type Caller } from '../../auth/access.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-violations.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, forbidden, notFound, validationFailed } from '../../errors/api-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { approvalState, createdByAdmin, editedByAdmin, editedByOwner, submitted, type Approvable } from '../approval/approval.ts';
import type { AuditService } from '../audit/service.ts';
import type { KeywordService } from '../keywords/service.ts';
import type { ProviderService } from '../providers/service.ts';
import { createToolRepository, type ToolFilters, type ToolRepository, type ToolValues } from './repository.ts';
import { ANONYMOUS, viewerOf, type Viewer } from './visibility.ts';

export interface ToolServiceDependencies {
  db: Kysely<Database>;
  now: () => Date;
  audit: AuditService;
  mailer: Mailer;
  /** The address people open the site at, for the link in a decision's mail. */
  siteUrl: string;
  /** Where a mail that could not be sent is reported (the decision itself stands). */
  warn: (message: string, error: unknown) => void;
  /** Whether a tool's keywords exist, asked inside the tool's write. */
  keywords: Pick<KeywordService, 'existing'>;
  /** Whose a provider is and whether the caller sees it: the provider a tool names, and its tools' page. */
  providers: Pick<ProviderService, 'ownerOf' | 'findVisible'>;
}

/** '+'-joined values ('event+pre-event'; a '+' arrives as a space), without repeats. */
function splitValues(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return [...new Set(value.split(/[ +]+/).filter(Boolean))];
}

function filtersOf(query: AiToolListQuery): ToolFilters {
  return {
    eventprocess: splitValues(query.eventprocess),
    origin: splitValues(query.origin?.toUpperCase()),
    keywordIds: splitValues(query.id)?.map(Number),
    ...(query.q !== undefined ? { text: query.q } : {}),
  };
}

/** How many related tools a tool page shows. */
const RELATED_TOOLS = 4;

const missingTool = (id: number) => notFound(errorTexts.noneWithId('tool', id));
const missingProvider = (id: number) => notFound(errorTexts.noneWithId('provider', id));
const duplicateName = () => new ApiError(409, 'ER_DUP_ENTRY', errorTexts.duplicateTool);

/** The fields an edit can change, with the names a person reads in the history. */
const FIELD_NAMES: Record<keyof Omit<ToolValues, 'approved' | 'approval_comment'>, string> = {
  name: 'naam',
  eventprocess: 'fase',
  kind: 'soort',
  description: 'beschrijving',
  origin: 'land',
  price: 'prijs',
  roi: 'ROI',
  complexity: 'complexiteit',
  details_url: 'detailpagina',
  use_case_url: 'use case',
  provider_id: 'provider',
};

/** A write's tool: a new one's body, or an edit's with the stored values it left out (whose phase may be an old one). */
type ToolFields = Omit<AiToolBody, 'eventprocess'> & { eventprocess: string };

/**
 * An edit's body with each field it leaves out taken from the stored row: an admin's decision sends the decision
 * alone and is never refused for data nobody touched, such as an imported row's phase that bodies may no longer name.
 */
function withStoredFields(edit: AiToolEditBody, stored: ToolValues): ToolFields {
  const { name, eventprocess, kind, description, origin, price, roi, complexity, provider_id } = stored;
  return { name, eventprocess, kind, description, origin, price, roi, complexity, provider_id, detailsUrl: stored.details_url, useCaseUrl: stored.use_case_url, ...edit };
}

/** The body's text fields trimmed; a required one sent as only spaces is a validation failure (`sent`: the fields the caller sent). */
function valuesOf(body: ToolFields, approval: Approvable, sent: Partial<ToolFields> = body): ToolValues {
  const required = ['name', 'kind', 'description', 'price', 'roi', 'complexity'] as const;
  for (const field of required) {
    if (sent[field] !== undefined && body[field].trim() === '') throw validationFailed(`body.${field}`, 'is leeg');
  }
  return {
    name: body.name.trim(),
    eventprocess: body.eventprocess,
    kind: body.kind.trim(),
    description: body.description.trim(),
    origin: body.origin,
    price: body.price.trim(),
    roi: body.roi.trim(),
    complexity: body.complexity.trim(),
    details_url: (body.detailsUrl ?? '').trim(),
    use_case_url: (body.useCaseUrl ?? '').trim(),
    approved: approval.approved ? 1 : 0,
    approval_comment: approval.approvalComment,
    provider_id: body.provider_id,
  };
}

export function createToolService({ db, now, audit, mailer, siteUrl, warn, keywords, providers }: ToolServiceDependencies) {
  const tools = createToolRepository(db);

  /** The tool when the viewer sees it, else 404 (a tool one may not see is not there for them). */
  async function visibleTool(id: number, viewer: Viewer): Promise<AiTool> {
    const tool = await tools.findVisible(id, viewer);
    if (tool === undefined) throw missingTool(id);
    return tool;
  }

  /**
   * A tool's provider must exist; a provider (not an admin) may only name one they manage, and it must be approved.
   * Checked before the write's transaction (the providers' service reads outside it); a provider removed meanwhile
   * is the write's foreign key violation, a 404 all the same.
   */
  async function checkProvider(caller: Caller, providerId: number): Promise<void> {
    const linkedUser = await providers.ownerOf(providerId);
    if (linkedUser === undefined) throw missingProvider(providerId);
    if (isAdmin(caller)) return;
    if (linkedUser !== caller.userId) throw forbidden('Je kan enkel een AI-tool indienen voor een provider die je zelf beheert.');
    if (!(await providers.findVisible(caller, providerId)).approved) throw validationFailed('body.provider_id', 'is nog niet goedgekeurd');
  }

  /** Replaces the tool's keywords with these (each must exist); whether that changed them. */
  async function setKeywords(trx: Kysely<Database>, rows: ToolRepository, toolId: number, keywordIds: number[]): Promise<boolean> {
    const known = await keywords.existing(keywordIds, trx);
    if (known.length !== keywordIds.length) throw validationFailed('body.keywordIds', 'bevat een keyword dat niet bestaat');
    return rows.replaceKeywords(toolId, keywordIds);
  }

  /** A write of tool rows; a name in use (any case) is 409, a provider removed meanwhile 404. */
  async function write<T>(work: (trx: Kysely<Database>, rows: ToolRepository) => Promise<T>, providerId?: number): Promise<T> {
    try {
      return await db.transaction().execute((trx) => work(trx, createToolRepository(trx)));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName();
      if (isForeignKeyViolation(error) && providerId !== undefined) throw missingProvider(providerId);
      throw error;
    }
  }

  async function insert(caller: Caller, body: AiToolBody, approval: Approvable): Promise<AiTool> {
    const values = valuesOf(body, approval);
    const at = now().toISOString();
    await checkProvider(caller, values.provider_id);
    const id = await write(async (trx, rows) => {
      const toolId = await rows.insert(values, at);
      if (body.keywordIds?.length) await setKeywords(trx, rows, toolId, body.keywordIds);
      await rows.appendHistory({ toolId, toolName: values.name, at, actorId: caller.userId, action: approval.approved ? 'created' : 'submitted' });
      await audit.byAdmin({ actor: caller, action: 'tool.created', target: { type: 'tool', id: toolId, name: values.name }, detail: approval.approved ? 'goedgekeurd' : 'wacht op beslissing' }, trx);
      return toolId;
    }, values.provider_id);
    return visibleTool(id, viewerOf(caller));
  }

  /** Mails the provider's linked user the admin's decision, after it is stored; a failed mail is logged only. */
  async function tellProvider(providerId: number, tool: { id: number; name: string }, approval: Approvable): Promise<void> {
    try {
      const to = await tools.linkedEmailOfProvider(providerId);
      if (to === undefined) return;
      const link = new URL(`/AI-tool/${tool.id}`, siteUrl).toString();
      const text = approval.approved
        ? `Goed nieuws: je AI-tool '${tool.name}' is goedgekeurd en staat nu op de roadmap.\n\n${link}`
        : `Je AI-tool '${tool.name}' is niet goedgekeurd.\n\nReden: ${approval.approvalComment}\n\nPas de gegevens aan en dien de AI-tool opnieuw in:\n${link}`;
      await mailer.send({ to, subject: approval.approved ? `AI-tool goedgekeurd: ${tool.name}` : `AI-tool niet goedgekeurd: ${tool.name}`, text });
    } catch (error) {
      warn(`The decision on tool ${tool.id} is stored, but its mail to the provider failed`, error);
    }
  }

  return {
    /** The home page's list: approved tools, filtered, searched, sorted and paged (alike for everybody: cached). */
    listApproved(query: AiToolListQuery): Promise<ListResponse<AiTool>> {
      const { limit = -1, offset = 0 } = query;
      return tools.list(true, filtersOf(query), { limit, offset }, query.sort);
    },

    /** The country filter's counts: approved tools per country of origin (alike for everybody: cached). */
    async countries(): Promise<ListResponse<ToolCountry>> {
      const data = (await tools.countries()) as ToolCountry[];
      return { data, count: data.length };
    },

    /** The approved tools, or the unapproved ones the caller sees (their own; every one for an admin). */
    listByApproval(caller: Caller | null, approved: boolean): Promise<ListResponse<AiTool>> {
      return tools.list(approved, {}, {}, undefined, viewerOf(caller));
    },

    /** 'Vergelijkbare AI-tools' on a tool page: the tools the caller sees that share keywords or the phase. */
    async listRelated(caller: Caller | null, id: number): Promise<ListResponse<AiTool>> {
      const viewer = viewerOf(caller);
      const data = await tools.related(await visibleTool(id, viewer), RELATED_TOOLS, viewer);
      return { data, count: data.length };
    },

    /** What a visitor may open (the sitemap). */
    publicIds: () => tools.idsVisibleTo(ANONYMOUS),

    /**
     * 404 unless the caller sees the tool: for a write or a read about one tool in another module (its reviews,
     * keywords, a favourite), which needs the tool's presence, not its answer (that one computes the rating).
     */
    async assertVisible(caller: Caller | null, id: number): Promise<void> {
      if (!(await tools.isVisible(id, viewerOf(caller)))) throw missingTool(id);
    },

    /** One tool as the caller may see it (404 for one they may not). */
    findVisible: (caller: Caller | null, id: number): Promise<AiTool> => visibleTool(id, viewerOf(caller)),

    /** The tools of these ids that the caller sees, in the order of the ids (a user's favourites). */
    listVisible: (caller: Caller | null, ids: number[]): Promise<AiTool[]> => tools.listByIds(ids, viewerOf(caller)),

    /**
     * Locks the tool's row for the rest of the caller's transaction `trx` (PostgreSQL), so writes that depend on the
     * tool (its keyword links) happen one after the other; whether the tool exists.
     */
    lock: async (id: number, trx: Kysely<Database>): Promise<boolean> => (await createToolRepository(trx).stored(id)) !== undefined,

    /** The tools of a provider the caller sees: a visitor its approved ones, its linked user and admins every one. */
    async listOfProvider(caller: Caller | null, providerId: number): Promise<ListResponse<AiTool>> {
      await providers.findVisible(caller, providerId);
      const data = await tools.listOfProvider(providerId, viewerOf(caller));
      return { data, count: data.length };
    },

    /** The admin's queue: every tool awaiting a decision, the longest waiting first. */
    async listAwaitingDecision(caller: Caller): Promise<ListResponse<ManagedAiTool>> {
      const data = await tools.listAwaitingDecision(viewerOf(caller));
      return { data, count: data.length };
    },

    /** A provider's manage page: the tools of the providers the caller manages, in every state. */
    async listManaged(caller: Caller): Promise<ListResponse<ManagedAiTool>> {
      const data = await tools.listManagedBy(caller.userId);
      return { data, count: data.length };
    },

    /** The owner (the route's rule) and admins read the history; admins also that of a deleted tool. */
    async history(caller: Caller, id: number): Promise<ListResponse<ToolHistoryEntry>> {
      if (isAdmin(caller) && !(await tools.hasHistory(id)) && (await tools.findVisible(id, viewerOf(caller))) === undefined) throw missingTool(id);
      const data = await tools.history(id);
      return { data, count: data.length };
    },

    /** A tool belongs to the linked user of its provider. */
    ownerOf: (id: number) => tools.providerUserOf(id),

    /** An admin's tool is approved at once, whatever approval the body carries. */
    create: (caller: Caller, body: AiToolBody) => insert(caller, body, createdByAdmin),

    /** A submission waits for an admin's decision, whoever sends it. */
    submit: (caller: Caller, body: AiToolBody) => insert(caller, body, submitted),

    /**
     * An edit by the owner never changes `approved` and clears a rejection (pending again); an admin's edit decides
     * when it sends `approved`. Changing the provider: an admin to any provider, the owner only among their own.
     */
    async update(caller: Caller, id: number, edit: AiToolEditBody): Promise<AiTool> {
      const stored = await tools.stored(id);
      if (stored === undefined) throw missingTool(id);
      if (edit.provider_id !== undefined && edit.provider_id !== stored.provider_id) await checkProvider(caller, edit.provider_id);
      const providerId = edit.provider_id ?? stored.provider_id;
      const outcome = await write(async (trx, rows) => {
        const current = await rows.stored(id);
        if (current === undefined) throw missingTool(id);
        const body = withStoredFields(edit, current);
        // Taken once the row is locked: of two decisions at once, the later one in the history is the one that stays.
        const at = now().toISOString();
        const before: Approvable = { approved: current.approved === 1, approvalComment: current.approval_comment };
        const approval = isAdmin(caller) ? editedByAdmin(before, body) : editedByOwner(before);
        const values = valuesOf(body, approval, edit);
        const stateBefore = approvalState(before);
        const stateAfter = approvalState(approval);
        // A tool keeps its place in the admin's queue while it stays pending; it joins it anew when it becomes pending.
        const pendingSince = stateAfter !== 'pending' ? null : stateBefore === 'pending' ? undefined : at;
        await rows.update(id, values, pendingSince);
        const changed = (Object.keys(FIELD_NAMES) as (keyof typeof FIELD_NAMES)[])
          .filter((field) => values[field] !== current[field])
          .map((field) => FIELD_NAMES[field]);
        if (body.keywordIds !== undefined && (await setKeywords(trx, rows, id, body.keywordIds))) changed.push('keywords');
        const history = { toolId: id, toolName: values.name, at, actorId: caller.userId };
        if (changed.length > 0) await rows.appendHistory({ ...history, action: 'edited', detail: changed.join(', ') });
        const decided = isAdmin(caller) && body.approved !== undefined;
        if (decided) {
          await rows.appendHistory({ ...history, action: approval.approved ? 'approved' : 'rejected', detail: approval.approvalComment });
          await audit.record(
            { actor: caller, action: approval.approved ? 'tool.approved' : 'tool.rejected', target: { type: 'tool', id, name: values.name }, detail: approval.approvalComment },
            trx,
          );
        } else if (stateBefore === 'rejected' && stateAfter === 'pending') {
          await rows.appendHistory({ ...history, action: 'submitted', detail: 'opnieuw ingediend' });
        }
        if (!decided && changed.length > 0) await audit.ofSomeoneElse({ actor: caller, action: 'tool.changed', target: { type: 'tool', id, name: values.name }, detail: changed.join(', ') }, (await rows.providerUserOf(id)) ?? null, trx);
        return { decided, approval, providerId: values.provider_id, name: values.name };
      }, providerId);
      if (outcome.decided) await tellProvider(outcome.providerId, { id, name: outcome.name }, outcome.approval);
      return visibleTool(id, viewerOf(caller));
    },

    /** The tool and its keyword links go; its reviews go with it (cascade); its history stays. */
    async remove(caller: Caller, id: number): Promise<void> {
      await write(async (trx, rows) => {
        const current = await rows.stored(id);
        if (current === undefined) throw missingTool(id);
        const owner = await rows.providerUserOf(id);
        if (!(await rows.remove(id))) throw missingTool(id);
        await rows.appendHistory({ toolId: id, toolName: current.name, at: now().toISOString(), actorId: caller.userId, action: 'deleted' });
        await audit.removal({ actor: caller, action: 'tool.deleted', target: { type: 'tool', id, name: current.name } }, owner ?? null, trx);
      });
    },
  };
}

export type ToolService = ReturnType<typeof createToolService>;
