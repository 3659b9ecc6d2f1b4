// The import boundaries of ARCHITECTURE §3 and §7 as one ESLint rule. Every import (and re-export) is resolved to
// the part of the repository it reaches (an app, the kit, its contracts, the core, the API, a package) and checked
// against what the importing part may reach. Relative paths are resolved, so `../../mf-forum/src/x.ts` is caught
// at any depth.
// Inside the API, the feature modules (`api/src/modules/<name>/`) keep to their own rows and HTTP (decision 0010):
// a module never imports another module's repository (`repository.ts`, `*-repository.ts`): it asks that module's
// service, handed in by the composition root `api/src/services.ts`; nor another module's routes. Tests may reach
// any module's files to set up rows; shared helpers live in `api/src/db/` and beside the modules.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const APPS = ['shell', 'mf-catalogue', 'mf-forum', 'mf-account', 'mf-admin', 'mf-noshow'];

/** The part of the repository a file belongs to. */
function partOf(file) {
  const [top, second, third] = path.relative(ROOT, file).split(path.sep);
  if (APPS.includes(top)) return { part: 'app', name: top };
  if (top === 'shared' && second === 'core') return { part: 'core' };
  if (top === 'shared' && second === 'src' && third === 'contracts') return { part: 'contracts' };
  if (top === 'shared' && second === 'src') return { part: 'kit' };
  if (top === 'shared') return { part: 'kit-build' };
  if (top === 'api') return { part: 'api' };
  return { part: 'tooling', name: top };
}

/** What an import reaches: a part of the repository, or a package (by name). */
function targetOf(source, file) {
  if (source.startsWith('.')) return { ...partOf(path.resolve(path.dirname(file), source)), byPath: true };
  if (source === 'shared-core') return { part: 'core' };
  if (source === 'shared/contracts') return { part: 'contracts' };
  if (source === 'shared' || source === 'shared/messages' || source === 'shared/testing/fake-api') return { part: 'kit' };
  if (source.startsWith('shared/')) return { part: 'kit-build' };
  return { part: 'package', name: source.split('/').slice(0, source.startsWith('@') ? 2 : 1).join('/') };
}

const messages = {
  otherApp: 'An app never imports another app: share through shared (the kit) or shared-core.',
  api: 'The front end talks to the API over HTTP only.',
  router: "Routing comes from 'shared-core' (decision 0007): a second react-router would not see the shell's router.",
  kitByPath: "Import the kit as 'shared' (or 'shared/contracts'), never one of its files by path.",
  kitImportsApp: 'The kit never imports an app or the API.',
  coreDependsOnKit: "shared-core may use the contracts' types only (import type): it must not bundle the kit.",
  apiImportsFrontEnd: "The API imports 'shared/contracts' and nothing else of the front end.",
  otherModuleRepository:
    "A module reaches another module's rows through that module's service (handed in by api/src/services.ts), never its repository (decision 0010).",
  otherModuleRoutes: "A module never imports another module's routes: what both need belongs in a shared file (decision 0010).",
};

/** The API feature module a file belongs to (`api/src/modules/<name>/…`), with the file's own name; null elsewhere. */
function apiModuleOf(file) {
  const parts = path.relative(ROOT, file).split(path.sep);
  if (parts.length < 5 || parts[0] !== 'api' || parts[1] !== 'src' || parts[2] !== 'modules') return null;
  return { name: parts[3], file: parts.at(-1) };
}

/** The message for an import from one API module into another's repository or routes, or null. */
function moduleVerdict(file, source) {
  if (!source.startsWith('.')) return null;
  const from = apiModuleOf(file);
  const to = apiModuleOf(path.resolve(path.dirname(file), source));
  if (from === null || to === null || from.name === to.name || /\.test\.tsx?$/.test(from.file)) return null;
  if (/^(.+-)?repository\.ts$/.test(to.file)) return 'otherModuleRepository';
  if (/^(.+-)?routes\.ts$/.test(to.file)) return 'otherModuleRoutes';
  return null;
}

/** The message for a forbidden import, or null. */
function verdict(from, to, source, typeOnly) {
  if (to.part === 'package' && to.name === 'react-router' && from.part !== 'core' && from.part !== 'tooling') return 'router';
  switch (from.part) {
    case 'app':
      if (to.part === 'app' && to.name !== from.name) return 'otherApp';
      if (to.part === 'api') return 'api';
      if (to.byPath && (to.part === 'kit' || to.part === 'contracts' || to.part === 'core')) return 'kitByPath';
      return null;
    case 'kit':
    case 'contracts':
      if (to.part === 'app' || to.part === 'api') return 'kitImportsApp';
      return null;
    case 'core':
      if ((to.part === 'kit' || to.part === 'kit-build' || to.part === 'contracts') && !(to.part === 'contracts' && typeOnly)) return 'coreDependsOnKit';
      if (to.part === 'app' || to.part === 'api') return 'kitImportsApp';
      return null;
    case 'api':
      if (to.part === 'app' || to.part === 'core' || to.part === 'kit' || to.part === 'kit-build') return 'apiImportsFrontEnd';
      if (to.part === 'contracts' && to.byPath) return 'kitByPath';
      return null;
    default:
      return null;
  }
}

export default {
  meta: { type: 'problem', docs: { description: 'The import boundaries between the apps, the kit, the core and the API, and between the API modules.' }, messages, schema: [] },
  create(context) {
    const from = partOf(context.filename);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const source = node.source.value;
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
      const messageId = verdict(from, targetOf(source, context.filename), source, typeOnly) ?? moduleVerdict(context.filename, source);
      if (messageId) context.report({ node: node.source, messageId });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
