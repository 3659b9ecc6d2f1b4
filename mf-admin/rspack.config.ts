import { createAppConfig } from 'shared/rspack';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'admin',
      dir: import.meta.dirname,
      port: 3014,
      title: 'Beheer (los) — AI-tools roadmap',
      exposes: {
        './provider-submissions-page': './src/pages/provider-submissions-page.tsx',
        './users-page': './src/pages/users-page.tsx',
        './keywords-page': './src/pages/keywords-page.tsx',
        './settings-page': './src/pages/settings-page.tsx',
      },
    },
    argv,
  );
