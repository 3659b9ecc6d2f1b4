// The one rspack configuration of every app; each app's rspack.config.ts only names itself.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { REMOTES, SHELL, type RemoteName } from '../src/contracts/apps.ts';
import { federationPlugin, serverFederationPlugin } from './module-federation.ts';
import { serverRenderedApps } from '../src/contracts/server-rendering.ts';
import { PrecompressPlugin } from './precompress.ts';

export interface AppConfigOptions {
  /** The remote this app is (its pages and dev port come from REMOTES); absent for the shell. */
  remote?: RemoteName;
  /** The app's folder (import.meta.dirname of its rspack.config.ts). */
  dir: string;
  /** Page title of the app's own index.html. */
  title: string;
}

/** The folders of an app's other builds beside its browser build in dist/: the server's, and the shell's page of
 * /login/silent. The browser build's clean keeps them. */
const serverFolder = (options: AppConfigOptions) => path.join(options.dir, 'dist', 'server');
const silentLoginFolder = (options: AppConfigOptions) => path.join(options.dir, 'dist', SHELL.silentLoginFolder);

/** Where the dev servers send /api and /config.json: the API started with `npm start`. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** The TypeScript and JSX rule of every build; styled-components' plugin gives each styled component an id from its
 * file, the same in the browser and on the server, whatever order the apps load in. */
function scriptRule(production: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        experimental: { plugins: [['@swc/plugin-styled-components', { displayName: !production, ssr: true }]] },
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * The app's server build, beside its browser build in dist/server/ (docs/server-rendering.md): for a remote, its
 * container as one CommonJS file (remoteEntry.js) that the site's server evaluates; for the shell, server.cjs, which
 * renders a page. One chunk, so the server never loads a second file; not minified, so a stack trace reads.
 */
export function createServerConfig(options: AppConfigOptions): Configuration {
  return {
    name: 'server',
    context: options.dir,
    mode: 'production',
    target: ['node', 'es2022'],
    devtool: false,
    entry: options.remote ? {} : { server: './src/server/render-page.tsx' },
    output: {
      path: serverFolder(options),
      publicPath: '/',
      uniqueName: `${options.remote ?? 'shell'}-server`,
      filename: '[name].cjs',
      library: options.remote ? undefined : { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [scriptRule(true), { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource', generator: { emit: false } }] },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      serverFederationPlugin(options.remote),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
    performance: { hints: false },
  };
}

/**
 * The shell's page of /login/silent, the hidden iframe of a silent login (shell/src/auth/silent-callback.ts): its
 * own small build without Module Federation, whose plugin would put its runtime into every entry of the browser
 * build (120 KB for a script of three lines). index.html and one hashed script in dist/login-silent/; the site's
 * server sends that page at /login/silent.
 */
export function createSilentLoginConfig(options: AppConfigOptions): Configuration {
  return {
    name: SHELL.silentLoginFolder,
    context: options.dir,
    mode: 'production',
    target: ['web', 'es2022'],
    devtool: false,
    entry: { [SHELL.silentLoginFolder]: './src/login-silent.ts' },
    output: {
      path: silentLoginFolder(options),
      publicPath: `/${SHELL.silentLoginFolder}/`,
      filename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [scriptRule(true)] },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(import.meta.dirname, 'login-silent.html'),
        templateParameters: { title: options.title },
        filename: 'index.html',
      }),
    ],
    performance: { hints: false },
  };
}

/**
 * An app's builds: the browser's, and in production the server's when the app owns a server-rendered page, and the
 * shell's page of /login/silent.
 */
export function createAppConfigs(options: AppConfigOptions, argv: { mode?: string } = {}): Configuration[] {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  return [
    createAppConfig(options, argv),
    ...(production && serverRenderedApps().includes(options.remote ?? 'shell') ? [createServerConfig(options)] : []),
    ...(production && !options.remote ? [createSilentLoginConfig(options)] : []),
  ];
}

export function createAppConfig(options: AppConfigOptions, argv: { mode?: string } = {}): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const isShell = !options.remote;
  const port = options.remote ? REMOTES[options.remote].devPort : SHELL.devPort;
  // Built by createServerConfig and createSilentLoginConfig, in the same run or alone.
  const ownedElsewhere = [serverFolder(options), silentLoginFolder(options)];
  return {
    name: 'browser',
    context: options.dir,
    mode: production ? 'production' : 'development',
    // Browsers of the last years run ES2022 as it is; down-levelling to ES5 made every app's code a third larger.
    target: ['web', 'es2022'],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(options.dir, 'dist'),
      // The shell is served at the site root; a remote's chunks load from wherever its remoteEntry.js is. A
      // remote's dev server names its own origin, so its standalone page works on deep links (/AI-tool/5) too.
      publicPath: isShell ? '/' : production ? 'auto' : `http://localhost:${port}/`,
      uniqueName: options.remote ?? 'shell',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Rspack asks with absolute paths, the folder itself included.
      clean: { keep: (file: string) => ownedElsewhere.some((folder) => file === folder || file.startsWith(folder + path.sep)) },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [
        scriptRule(production),
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      federationPlugin({
        remote: options.remote,
        runtimeFromHost: production && !isShell,
        serverBuild: production && !isShell && serverRenderedApps().includes(options.remote!),
      }),
      // A remote's own index.html is its standalone page for `npm run dev`; a production remote borrows the
      // shell's federation runtime, so it has no page of its own.
      ...(isShell || !production
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(import.meta.dirname, 'index.html'),
              templateParameters: { title: options.title },
              filename: 'index.html',
            }),
          ]
        : []),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The API also serves the built remotes, so the shell's dev server shows every remote without starting five.
      proxy: [{ context: ['/api', '/config.json', '/oidc', '/demo-logos', '/remotes'], target: apiTarget, changeOrigin: true }],
    },
  };
}
