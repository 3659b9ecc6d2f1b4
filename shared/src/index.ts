// The public surface of `shared`, one federation singleton for the shell and every remote.
export * from './types/domain.ts';
export * from './config/runtime-config.ts';
export * from './stores/auth-session.ts';
export * from './api/api-client.ts';
export * from './api/error-messages.ts';
export * from './messages/index.ts';
export * from './constants.ts';
export * from './validation/user-rules.ts';
export * from './format/date-time.ts';
export * from './format/capitalize.ts';
export * from './format/countries.ts';
export * from './format/event-phases.ts';
export * from './ui/theme.ts';
export * from './ui/global-style.ts';
export * from './ui/components.tsx';
export * from './routing.ts';
