import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A webhook receiver on 127.0.0.1 for the tests and the benchmark: it records every request it
 * gets (headers, raw body, arrival) and answers what `respond` says, after `delayMs`. It can go
 * down (its port closed: connections refused) and come back on the same port.
 */

export interface Received {
  headers: IncomingHttpHeaders
  body: string
  /** performance.now() at arrival, and at the end of the answer. */
  at: number
  answeredAt: number
  status: number
}

export type Responder = (request: { headers: IncomingHttpHeaders, body: string }, index: number) => number

export interface Receiver {
  url: string
  port: number
  received: Received[]
  respond: Responder
  delayMs: number
  /** Keep every request in `received` (tests); the benchmark turns it off and only counts through `onReceive`. */
  record: boolean
  onReceive: (entry: Received) => void
  /** Requests being answered right now, and the most there ever were at once. */
  inFlight: number
  maxInFlight: number
  down: () => Promise<void>
  up: () => Promise<void>
  close: () => Promise<void>
  /** Resolves when `test` holds of the received requests; rejects after `timeoutMs`. */
  until: (test: (received: Received[]) => boolean, timeoutMs?: number) => Promise<void>
}

export async function startReceiver (path = '/hook'): Promise<Receiver> {
  const sockets = new Set<Socket>()
  const receiver: Receiver = {
    url: '',
    port: 0,
    received: [],
    respond: () => 204,
    delayMs: 0,
    record: true,
    onReceive: () => {},
    inFlight: 0,
    maxInFlight: 0,
    down: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
    up: async () => { await listen(receiver.port) },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      if (server.listening) await new Promise((resolve) => server.close(resolve))
    },
    until: async (test, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs
      while (!test(receiver.received)) {
        if (Date.now() > deadline) throw new Error(`the receiver did not get what was expected within ${timeoutMs} ms (${receiver.received.length} requests)`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
  }
  let server: Server
  const listen = async (port: number): Promise<void> => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      const at = performance.now()
      receiver.inFlight++
      receiver.maxInFlight = Math.max(receiver.maxInFlight, receiver.inFlight)
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const status = receiver.respond({ headers: request.headers, body }, receiver.received.length)
        const entry: Received = { headers: request.headers, body, at, answeredAt: 0, status }
        setTimeout(() => {
          receiver.inFlight--
          entry.answeredAt = performance.now()
          if (receiver.record) receiver.received.push(entry)
          receiver.onReceive(entry)
          response.writeHead(status, { 'content-type': 'text/plain' }).end('ok')
        }, receiver.delayMs)
      })
    })
    server.keepAliveTimeout = 60_000
    server.on('connection', (socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()))
    receiver.port = (server.address() as AddressInfo).port
    receiver.url = `http://127.0.0.1:${receiver.port}${path}`
  }
  await listen(0)
  return receiver
}
