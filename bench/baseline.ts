import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'

/**
 * The ceiling for any Node server on this machine: plain node:http answering every benchmark
 * request with the bytes the service sent for it, computed beforehand.
 * Usage: node dist/bench/baseline.js <captured.json> <port>
 */
interface Captured { status: number, contentType: string, body: string }
const [file, port] = process.argv.slice(2) as [string, string]
const captured = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Captured>
const responses = new Map(Object.entries(captured).map(([key, value]) => [key, { ...value, bytes: Buffer.from(value.body) }]))

createServer((request, response) => {
  const entry = responses.get(`${request.method} ${request.url}`)
  // Bodies are read to the end, as the service must, before answering.
  request.resume()
  request.on('end', () => {
    if (entry === undefined) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(entry.status, { 'content-type': entry.contentType, 'content-length': entry.bytes.length })
    response.end(entry.bytes)
  })
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'))
