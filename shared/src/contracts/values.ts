// The values the API and the front end share: constants, roles, rules, event phases, countries, the apps, the error
// codes and the error messages both sides write.
// Free of the schema library, so the front end can import them without bundling it.
export * from './roles.ts';
export * from './user-rules.ts';
export * from './constants.ts';
export * from './event-phases.ts';
export * from './countries.ts';
export * from './approval.ts';
export * from './apps.ts';
export * from './routes.ts';
export * from './server-rendering.ts';
export * from './url-rules.ts';
export * from './image-rules.ts';
export * from './provider-rules.ts';
export * from './community-rules.ts';
export * from './noshow.ts';
export * from './site-content-values.ts';
export * from './site-days.ts';
export * from './error-codes.ts';
export * from './error-texts.ts';
