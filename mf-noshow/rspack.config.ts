import { createAppConfig } from 'shared/rspack';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'noshow',
      dir: import.meta.dirname,
      port: 3015,
      title: 'No Show Tool (los) — AI-tools roadmap',
      exposes: {
        './no-show-page': './src/pages/no-show-page.tsx',
      },
    },
    argv,
  );
