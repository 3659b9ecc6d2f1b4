export * from './session.ts';
export * from './runtime-config.ts';
export * from './routing.ts';
export * from './page-data.ts';
