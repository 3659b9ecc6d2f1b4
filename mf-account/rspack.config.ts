import { createAppConfig } from 'shared/rspack';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'account',
      dir: import.meta.dirname,
      port: 3013,
      title: 'Account (los) — AI-tools roadmap',
      exposes: {
        './account-page': './src/pages/account-page.tsx',
        './account-edit-page': './src/pages/account-edit-page.tsx',
        './upgrade-page': './src/pages/upgrade-page.tsx',
        './providers-page': './src/pages/providers-page.tsx',
        './provider-page': './src/pages/provider-page.tsx',
      },
    },
    argv,
  );
