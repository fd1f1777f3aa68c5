import { createServer } from 'node:net'

/** A TCP port free on 127.0.0.1 at this moment, for a server a test or a bench starts next. */
export async function freePort (): Promise<number> {
  return await new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}
