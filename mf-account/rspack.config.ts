import { createAppConfigs } from 'shared/rspack';

// The pages this remote exposes are listed in shared/src/contracts/apps.ts (REMOTES.account).
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfigs({ remote: 'account', dir: import.meta.dirname, title: 'Account (los) — AI-tools roadmap' }, argv);
