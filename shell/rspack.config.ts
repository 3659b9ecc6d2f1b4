import { createAppConfig } from 'shared/rspack';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ name: 'shell', dir: import.meta.dirname, port: 3001, title: 'AI-tools roadmap voor de eventsector' }, argv);
