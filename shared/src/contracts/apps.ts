// The site's apps: the shell and its five remotes, each remote with the pages it exposes. The one list: the
// remotes' builds expose exactly these pages, the shell's route table may name only these, /config.json names
// these remotes, and the build, the bench and the tests walk it.
export const REMOTES = {
  catalogue: { folder: 'mf-catalogue', devPort: 3011, pages: ['tool-search-page', 'tool-detail-page', 'tool-form-page', 'tool-manage-page', 'tool-compare-page'] },
  forum: { folder: 'mf-forum', devPort: 3012, pages: ['forum-list-page', 'forum-post-page', 'faq-page'] },
  account: {
    folder: 'mf-account',
    devPort: 3013,
    pages: ['account-page', 'account-edit-page', 'upgrade-page', 'providers-page', 'provider-page'],
  },
  admin: {
    folder: 'mf-admin',
    devPort: 3014,
    pages: ['provider-submissions-page', 'users-page', 'keywords-page', 'settings-page', 'audit-page', 'reports-page', 'insights-page'],
  },
  noshow: { folder: 'mf-noshow', devPort: 3015, pages: ['no-show-page'] },
} as const;

export type RemoteName = keyof typeof REMOTES;
/** A page the remote exposes ('tool-search-page'), as './tool-search-page' from './src/pages/tool-search-page.tsx'. */
export type RemotePage<R extends RemoteName = RemoteName> = (typeof REMOTES)[R]['pages'][number];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const SHELL = {
  folder: 'shell',
  devPort: 3001,
  /** The shell's page of /login/silent, the hidden iframe of a silent login: built into dist/<this>/index.html. */
  silentLoginFolder: 'login-silent',
} as const;

/** Every app's folder, the shell first. */
export const APP_FOLDERS: readonly string[] = [SHELL.folder, ...REMOTE_NAMES.map((name) => REMOTES[name].folder)];

/**
 * The script element (type application/json) in which the site's server hands a page its remote's manifest, keyed by
 * the manifest's address in the runtime configuration: the browser's federation runtime takes it from there instead
 * of fetching it, one round trip less before the page's code runs.
 */
export const REMOTE_MANIFESTS_ELEMENT_ID = 'remote-manifests';

/** Where the API serves a remote's build by default. */
export function defaultRemoteUrl(name: RemoteName): string {
  return `/remotes/${name}/mf-manifest.json`;
}
