import { createAppConfig } from 'shared/rspack';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'forum',
      dir: import.meta.dirname,
      port: 3012,
      title: 'Forum (los) — AI-tools roadmap',
      exposes: {
        './forum-list-page': './src/pages/forum-list-page.tsx',
        './forum-post-page': './src/pages/forum-post-page.tsx',
        './faq-page': './src/pages/faq-page.tsx',
      },
    },
    argv,
  );
