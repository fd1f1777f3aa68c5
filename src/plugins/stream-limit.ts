import { Readable } from 'node:stream'
import fp from 'fastify-plugin'

/**
 * A streamed response (a list without limite over the buffered size) holds a database cursor while
 * it is sent, so it gets a total time limit (STREAM_TIME_LIMIT_SECONDS) besides the idle limit of
 * the socket: a client reading just fast enough never to be idle still lets go in time. The stream
 * is then destroyed, which cuts the connection: the client sees a broken body, never a short list.
 */
export default fp(async (app) => {
  const limitMs = app.config.streamTimeLimitSeconds * 1000
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(payload instanceof Readable)) return payload
    const timer = setTimeout(() => {
      request.log.warn({ limitSeconds: app.config.streamTimeLimitSeconds }, 'streamed response cut at its time limit')
      payload.destroy(new Error('streamed response reached STREAM_TIME_LIMIT_SECONDS'))
    }, limitMs)
    reply.raw.once('close', () => clearTimeout(timer))
    return payload
  })
}, { name: 'stream-limit' })
