// The wire shapes of the API and of /config.json: each resource's JSON schema (TypeBox) and the TypeScript type
// it gives. The API validates, serialises and documents with the schemas; the front end imports the types only
// (shared's index re-exports this module with `export type`), so it never bundles the schema library.
export * from './schemas/common.ts';
export * from './schemas/tool.ts';
export * from './schemas/keyword.ts';
export * from './schemas/provider.ts';
export * from './schemas/user.ts';
export * from './schemas/forum.ts';
export * from './schemas/review.ts';
export * from './schemas/faq.ts';
export * from './schemas/roadmap-setting.ts';
export * from './schemas/report.ts';
export * from './schemas/health.ts';
export * from './schemas/runtime-config.ts';
export * from './schemas/audit.ts';
export * from './schemas/noshow.ts';
export * from './schemas/site-content.ts';
export * from './schemas/favourite.ts';
export * from './schemas/image.ts';
export * from './schemas/privacy.ts';
export * from './schemas/insights.ts';
