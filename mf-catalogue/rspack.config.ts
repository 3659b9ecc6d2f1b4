import { createAppConfig } from 'shared/rspack';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'catalogue',
      dir: import.meta.dirname,
      port: 3011,
      title: 'Catalogus (los) — AI-tools roadmap',
      exposes: {
        './tool-search-page': './src/pages/tool-search-page.tsx',
        './tool-detail-page': './src/pages/tool-detail-page.tsx',
        './tool-form-page': './src/pages/tool-form-page.tsx',
        './tool-manage-page': './src/pages/tool-manage-page.tsx',
      },
    },
    argv,
  );
