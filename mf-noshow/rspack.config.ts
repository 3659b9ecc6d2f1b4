import { createAppConfigs } from 'shared/rspack';

// The pages this remote exposes are listed in shared/src/contracts/apps.ts (REMOTES.noshow).
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfigs({ remote: 'noshow', dir: import.meta.dirname, title: 'No Show Tool (los) — AI-tools roadmap' }, argv);
