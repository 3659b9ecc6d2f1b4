// shared: the site's build-time library. Every app bundles the parts it imports, so a remote always runs the
// kit it was built and tested with, whatever the shell or another remote was built with (docs/decisions/0009).
// What must exist once on a page lives in shared-core instead.
export * from './contracts/values.ts';
export type * from './contracts/wire.ts';
export * from './api/api-client.ts';
export * from './api/error-messages.ts';
export * from './api/use-email-availability.ts';
export * from './data/use-query.ts';
export * from './data/use-paged-list.ts';
export * from './data/use-mutation.ts';
export * from './data/save-file.ts';
export * from './messages/index.ts';
export * from './format/date-time.ts';
export * from './format/capitalize.ts';
export * from './format/countries.ts';
export * from './format/phase-colour.ts';
export * from './ui/theme.ts';
export * from './ui/global-style.ts';
export * from './ui/components.tsx';
export * from './ui/dialog.tsx';
export * from './ui/form-field.tsx';
export * from './ui/select-field.tsx';
export * from './ui/use-touched.ts';
export * from './ui/use-document-title.ts';
export * from './ui/text-area-field.tsx';
export * from './ui/confirm-dialog.tsx';
export * from './ui/back-button.tsx';
export * from './ui/icons.tsx';
export * from './reports/report-button.tsx';
export * from './providers/provider-draft.ts';
export * from './providers/provider-fields.tsx';
export * from './insights/count-event.ts';
export * from './insights/insight-messages.ts';
export * from './insights/period.ts';
export * from './insights/period-picker.tsx';
export * from './insights/line-chart.tsx';
export * from './insights/csv.ts';
