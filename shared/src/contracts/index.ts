// shared/contracts: what the API and the front end agree on, free of React and of the UI kit, so the API can
// import it (and nothing else of `shared`).
export * from './values.ts';
export * from './wire.ts';
