import { createRequire } from 'node:module'

/**
 * node:http, required rather than imported. An ES import of a built-in reads every export to build
 * its namespace, and node:http's WebSocket, CloseEvent and MessageEvent are lazy getters into Node's
 * bundled undici: importing it compiles and keeps that 745 kB source (about 2 MB of heap and 13 MB of
 * RSS in every process). Fastify requires node:http as CommonJS, which reads no getter.
 */
export const http = createRequire(import.meta.url)('node:http') as typeof import('node:http')
