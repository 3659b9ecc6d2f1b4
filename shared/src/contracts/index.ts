// shared/contracts: what the API and the front end agree on, free of React and of the UI kit, so the API can
// import it (and nothing else of `shared`).
export * from './domain.ts';
export * from './roles.ts';
export * from './user-rules.ts';
export * from './constants.ts';
export * from './event-phases.ts';
export * from './countries.ts';
export * from './apps.ts';
export * from './runtime-config.ts';
