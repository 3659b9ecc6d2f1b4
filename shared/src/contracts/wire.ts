// The wire shapes of the API and of /config.json: each resource's JSON schema and the TypeScript type it gives.
// The front end imports the types only (shared's index re-exports them with `export type`).
export * from './domain.ts';
export * from './runtime-config.ts';
