import { createAppConfigs } from 'shared/rspack';

// The pages this remote exposes are listed in shared/src/contracts/apps.ts (REMOTES.forum).
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfigs({ remote: 'forum', dir: import.meta.dirname, title: 'Forum (los) — AI-tools roadmap' }, argv);
