// The tool workflows (SPEC §4, §7 Tools). Reads: visitors see approved tools only; the route's access rule lets
// only admins ask for the unapproved ones. The writes are not built yet (501): the access rule (provider, and
// the tool's provider's linked user or an admin) is already checked when they are called.
import type { AiTool, AiToolBody, AiToolListQuery, AiToolSubmitBody, ListResponse } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { notFound, notImplemented } from '../../errors/api-error.ts';
import type { ProviderRepository } from '../providers/repository.ts';
import type { ToolFilters, ToolRepository } from './repository.ts';

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
  };
}

export function createToolService(tools: ToolRepository, providers: ProviderRepository) {
  return {
    /** The home page's list: approved tools ordered by name, filtered and paged. */
    listApproved(query: AiToolListQuery): Promise<ListResponse<AiTool>> {
      const { limit = -1, offset = 0 } = query;
      return tools.list(true, filtersOf(query), { limit, offset });
    },

    listByApproval(approved: boolean): Promise<ListResponse<AiTool>> {
      return tools.list(approved, {}, {});
    },

    /** What a visitor may open: every approved tool (the sitemap). */
    approvedIds: () => tools.approvedIds(),

    async findApproved(id: number): Promise<AiTool> {
      const tool = await tools.findApproved(id);
      if (tool === undefined) throw notFound(`Geen AI-tool met id ${id}.`);
      return tool;
    },

    /** The approved tools of an approved provider (its owner and admins see no others yet). */
    async listOfProvider(providerId: number): Promise<ListResponse<AiTool>> {
      if (!(await providers.isApproved(providerId))) throw notFound(`Geen provider met id ${providerId}.`);
      const data = await tools.listApprovedOfProvider(providerId);
      return { data, count: data.length };
    },

    /** A tool belongs to the linked user of its provider. */
    ownerOf: (id: number) => tools.providerUserOf(id),

    async create(_caller: Caller, _body: AiToolBody): Promise<AiTool> {
      throw notImplemented();
    },

    async submit(_caller: Caller, _body: AiToolSubmitBody): Promise<AiTool> {
      throw notImplemented();
    },

    async update(_caller: Caller, _id: number, _body: AiToolBody): Promise<AiTool> {
      throw notImplemented();
    },

    async remove(_caller: Caller, _id: number): Promise<void> {
      throw notImplemented();
    },
  };
}

export type ToolService = ReturnType<typeof createToolService>;
