// shared-core: the one federation singleton of the site (ARCHITECTURE §3, docs/decisions/0009). It holds only
// what must exist once on a page: the session with the actions that cross apps, the router, and the runtime
// configuration. It only ever grows: every version's API is recorded in ../api/ and the current code must
// still satisfy each of them (docs/changing-shared.md).
export * from './session.ts';
export * from './runtime-config.ts';
export * from './routing.ts';
export * from './page-data.ts';
