import { createAppConfigs } from 'shared/rspack';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfigs({ dir: import.meta.dirname, title: 'AI-tools roadmap voor de eventsector' }, argv);
