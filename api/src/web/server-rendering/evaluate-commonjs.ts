// Evaluates the server builds (each one CommonJS file) from their text, in a context of their own: the site's server
// loads a new version of a build without a restart (Node's require would keep the first), a remote's build may come
// from another host, and the federation runtime's global state (its instances, the shared React) belongs to one
// version of the shell's build and the remotes loaded with it, never mixed with an earlier one. A build may require
// Node's own modules only; everything else it brought with it or gets from the federation's shared scope.
import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';

const nodeRequire = createRequire(import.meta.url);

function builtinsOnly(id: string): unknown {
  if (!isBuiltin(id)) throw new Error(`A server build may only require Node's own modules, not ${id}`);
  return nodeRequire(id);
}

/** What a build sees of Node's globals besides the language's own (which the context has). */
const HOST_GLOBALS = [
  'console', 'process', 'Buffer', 'performance', 'crypto', 'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob',
  'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal', 'Event', 'EventTarget',
  'MessageChannel', 'ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoderStream', 'TextDecoderStream',
  'structuredClone', 'atob', 'btoa', 'queueMicrotask', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval',
  'setImmediate', 'clearImmediate',
] as const;

export function createBuildContext(): vm.Context {
  const host = globalThis as unknown as Record<string, unknown>;
  return vm.createContext(Object.fromEntries(HOST_GLOBALS.filter((name) => name in host).map((name) => [name, host[name]])));
}

/** module.exports of the code, run in the context; `filename` names it in stack traces. */
export function evaluateCommonJs(code: string, filename: string, context: vm.Context): unknown {
  const module = { exports: {} as unknown };
  const wrapper = vm.runInContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, context, { filename }) as (
    ...args: unknown[]
  ) => void;
  wrapper(module.exports, builtinsOnly, module, filename, '/');
  return module.exports;
}
