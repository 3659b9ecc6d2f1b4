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
    const JsdomFormData = this.global.FormData;
    for (const name of fromNode) this.global[name] = globalThis[name];
    // A browser's FormData also reads a form (React does so when a submit starts a transition, as a router's
    // navigation does); Node's takes no arguments, so a form's fields are read by jsdom's and copied over.
    this.global.FormData = class FormData extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form !== undefined) for (const [name, value] of new JsdomFormData(form, submitter ?? undefined)) this.append(name, value);
      }
    };
  }
}
