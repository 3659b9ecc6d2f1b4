// jsdom lacks a few web APIs that browsers have and react-router uses.
import { TextEncoder, TextDecoder } from 'node:util';
Object.assign(globalThis, { TextEncoder, TextDecoder });
