// The shapes moved to wire.ts (one TypeBox schema per resource); this alias stays only while
// shared/src/api/api-client.ts imports ListResponse from here.
export type * from './wire.ts';
