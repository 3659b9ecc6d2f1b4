// The API's JSON shapes (SPEC §3), shared by the API and every app.

export type Role = 'admin' | 'provider' | 'user';

/** Event phases as stored on a tool. */
export type EventProcess = 'overkoepelend' | 'pre-event' | 'event' | 'post-event';

export interface AiTool {
  id: number;
  name: string;
  eventprocess: string;
  kind: string;
  description: string;
  origin: string;
  price: string;
  roi: string;
  complexity: string;
  detailsUrl: string;
  useCaseUrl: string;
  approved: boolean;
  approvalComment: string;
  provider_id: number;
}

export interface Keyword {
  id: number;
  name: string;
}

export interface AiToolKeyword {
  aiTool_id: number;
  keyword_id: number;
  /** Only on GET /aiToolKeywords/aiTool/{id}. */
  name?: string;
}

export interface Provider {
  id: number;
  name: string;
  country: string;
  email: string;
  url: string;
  telephone: string;
  logoUrl: string;
  approved: boolean;
  approvalComment: string;
  user_id: number | null;
}

export interface User {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  roles: Role[];
}

/** POST /users/login/ and /users/register/: the API's own short-lived bearer token and the user. */
export interface LoginResponse {
  token: string;
  user: User;
}

export interface UserName {
  id: number;
  name: string;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export interface RoadmapSetting {
  id: number;
  name: string;
  url: string;
  type: string;
}

export interface Review {
  id: number;
  content: string;
  rating: number;
  date: string;
  user_id: number;
  /** First and last name of the author, joined by the API. */
  user_name: string;
  ai_tool_id: number;
}

/** A forum post; the API calls it an issue. E-mail addresses are never published (docs/decisions). */
export interface ForumIssue {
  id: number;
  subject: string;
  content: string;
  user_name: string;
  date: string;
  comments: number;
  user_id: number;
}

export interface ForumComment {
  id: number;
  content: string;
  date: string;
  user_id: number;
  /** First and last name of the author, joined by the API. */
  user_name: string;
  issueId: number;
}

/** Every list answers this shape; count is the total that matches, not the page size. */
export interface ListResponse<T> {
  data: T[];
  count: number;
}

/** Every error answers this shape. */
export interface ApiErrorBody {
  code: string;
  message: string;
  details?: unknown;
}
