// How Node runs the API process, in one place: `npm start`, the e2e tests and the bench start it with these.
// By default V8 lets the young generation grow to 128 MB under load and the API's RSS passed 250 MB on the
// large data set; with these limits it stays near 155 MB at the same throughput. The old space has room for
// the live heap (about 35 MB) plus the read cache at its bound (db/read-cache.ts). docs/decisions/0007.
export const API_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=96'];

/** The arguments of `node` that start the API from the repository root. */
export const API_NODE_ARGS = [...API_NODE_FLAGS, 'api/src/server.ts'];
