import { createAppConfigs } from 'shared/rspack';

// The pages this remote exposes are listed in shared/src/contracts/apps.ts (REMOTES.admin).
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfigs({ remote: 'admin', dir: import.meta.dirname, title: 'Beheer (los) — AI-tools roadmap' }, argv);
