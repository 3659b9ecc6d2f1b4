// jsdom plus the fetch family of Node (browsers have them, jsdom does not), so the real API client
// runs in component tests and only `fetch` itself is stubbed at the network edge.
import JSDOMEnvironment from 'jest-environment-jsdom';

const fromNode = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'URLSearchParams',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

export default class DomEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of fromNode) this.global[name] = globalThis[name];
  }
}
