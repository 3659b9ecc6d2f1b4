import { createAppConfigs } from 'shared/rspack';

// The pages this remote exposes are listed in shared/src/contracts/apps.ts (REMOTES.catalogue).
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfigs({ remote: 'catalogue', dir: import.meta.dirname, title: 'Catalogus (los) — AI-tools roadmap' }, argv);
