// How Node runs the API process, in one place: `npm start`, the e2e tests and the bench start it with these.
// By default V8 lets the young generation grow to 128 MB under load, and the API's RSS passed 250 MB on the large
// data set. A young generation of at most 4 MB per semi-space, and an old space that grows by 20 % over what
// survives a collection (instead of up to four times), keep it near 145 MB at the same throughput. There is no
// hard heap limit on purpose: one answer of all 100,000 forum posts (limit=-1, 33 MB of JSON) needs about 250 MB
// for a moment, and a hard limit of 96 MB made that single request crash the process. docs/decisions/0005.
export const API_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=20'];

/** The arguments of `node` that start the API from the repository root. */
export const API_NODE_ARGS = [...API_NODE_FLAGS, 'api/src/server.js'];
