// A tool being written (the create form and the detail page's edit mode): the fields as the inputs hold them,
// SPEC §5's rules per field, and the body the API takes.
import { EVENT_PHASES, isCountryCode, isValidWebUrl, type AiTool, type AiToolBody } from 'shared';
import { messages } from '../messages.ts';

const text = messages.catalogue.form;

export interface ToolDraft {
  name: string;
  eventprocess: string;
  kind: string;
  description: string;
  complexity: string;
  roi: string;
  price: string;
  origin: string;
  detailsUrl: string;
  useCaseUrl: string;
  /** '' until a provider is chosen. */
  providerId: string;
  keywordIds: string[];
}

export type DraftField = Exclude<keyof ToolDraft, 'keywordIds'>;

export const emptyDraft: ToolDraft = {
  name: '',
  eventprocess: '',
  kind: '',
  description: '',
  complexity: '',
  roi: '',
  price: '',
  origin: '',
  detailsUrl: '',
  useCaseUrl: '',
  providerId: '',
  keywordIds: [],
};

export function draftOf(tool: AiTool): ToolDraft {
  return {
    name: tool.name,
    // Old data's 'pre-event / event' is no choice of the select: the editor picks one.
    eventprocess: EVENT_PHASES.some((phase) => phase.value === tool.eventprocess) ? tool.eventprocess : '',
    kind: tool.kind,
    description: tool.description,
    complexity: tool.complexity,
    roi: tool.roi,
    price: tool.price,
    origin: tool.origin,
    detailsUrl: tool.detailsUrl,
    useCaseUrl: tool.useCaseUrl,
    providerId: String(tool.provider_id),
    keywordIds: [],
  };
}

const REQUIRED: DraftField[] = ['name', 'eventprocess', 'kind', 'description', 'complexity', 'roi', 'price', 'origin', 'providerId'];

/** The message of each field that breaks its rule (SPEC §5); an empty object when the draft can be sent. */
export function draftErrors(draft: ToolDraft): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {};
  for (const field of REQUIRED) if (draft[field].trim() === '') errors[field] = text.required;
  if (draft.origin !== '' && !isCountryCode(draft.origin)) errors.origin = text.required;
  for (const field of ['detailsUrl', 'useCaseUrl'] as const) {
    const url = draft[field].trim();
    if (url !== '' && !isValidWebUrl(url)) errors[field] = text.invalidUrl;
  }
  return errors;
}

/** The body of POST /aiTools/create|submit and PUT /aiTools/{id}; keywords only when asked (the create form). */
export function bodyOf(draft: ToolDraft, withKeywords: boolean): AiToolBody {
  return {
    name: draft.name.trim(),
    eventprocess: draft.eventprocess as AiToolBody['eventprocess'],
    kind: draft.kind.trim(),
    description: draft.description.trim(),
    complexity: draft.complexity.trim(),
    roi: draft.roi.trim(),
    price: draft.price.trim(),
    origin: draft.origin,
    detailsUrl: draft.detailsUrl.trim(),
    useCaseUrl: draft.useCaseUrl.trim(),
    provider_id: Number(draft.providerId),
    ...(withKeywords ? { keywordIds: draft.keywordIds.map(Number) } : {}),
  };
}
