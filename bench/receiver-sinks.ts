import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Webhook receivers for the create-rate phase of bench/webhooks.ts, in a process of their own: each
 * answers 204 and keeps nothing. In the load generator's process they shared its event loop with
 * the writers being measured (at full speed 85 messages of 250 KB a second), and the companies'
 * systems are no part of the service's cost to writers. Usage: node dist/bench/receiver-sinks.js
 * <count>; prints the ports as one JSON line.
 */
const count = Number(process.argv[2] ?? 5)
const ports = await Promise.all(Array.from({ length: count }, async () => await new Promise<number>((resolve) => {
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => { response.writeHead(204).end() })
  })
  server.keepAliveTimeout = 60_000
  server.listen(0, '127.0.0.1', () => { resolve((server.address() as AddressInfo).port) })
})))
console.log(JSON.stringify(ports))
