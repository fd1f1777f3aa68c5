import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

/**
 * Lists too long to hold in memory are streamed: the envelope is written around titles that the
 * kind's title serializer (compiled from the same TypeBox schema as the route's response) writes
 * one by one, in chunks, from batches of a database cursor. Shorter answers are plain objects that
 * Fastify serializes with the route's response schema.
 */

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

/** Characters per chunk handed to the socket: big enough to amortize writes, small enough to stay flat. */
const CHUNK_CHARS = 64 * 1024

export interface StreamedSection<T> {
  /** JSON text before the section's first item (it opens the array). */
  opening: string
  batches: AsyncIterable<readonly T[]>
}

/**
 * The sections' items, comma-separated inside each section, then `closing(count)`. A database error
 * after the first chunk makes the generator throw; the stream is then destroyed and the client sees
 * a cut connection, never a well-formed partial list.
 */
export async function * streamedJson<T> (sections: ReadonlyArray<StreamedSection<T>>, serialize: (item: T) => string, closing: (count: number) => string): AsyncGenerator<string> {
  let pending = ''
  let count = 0
  for (const section of sections) {
    pending += section.opening
    let first = true
    for await (const batch of section.batches) {
      for (const item of batch) {
        pending += (first ? '' : ',') + serialize(item)
        first = false
        count++
      }
      if (pending.length >= CHUNK_CHARS) {
        yield pending
        pending = ''
      }
    }
  }
  yield pending + closing(count)
}

/** The tail of the list envelope of the specification, after the data array. */
export function envelopeClosing (timeStamp: string): (count: number) => string {
  return (count) => `],"timeStamp":"${timeStamp}","total_registros":${count}}`
}

/** Sends JSON text chunks as they come; the route's response schema still documents the shape. */
export function sendJsonStream (reply: FastifyReply, chunks: AsyncIterable<string>): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(Readable.from(chunks))
}

/** Sends JSON text written by the caller (the change feed's pages); the route's response schema documents it. */
export function sendJsonText (reply: FastifyReply, text: string): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(Buffer.from(text))
}

/**
 * Reads the first batch now, so a failing query is still answered with the error body instead of
 * a 200 whose body breaks off; the rest is read as the client takes it.
 */
export async function prefetched<T> (batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]()
  const first = await iterator.next()
  return (async function * () {
    if (first.done === true) return
    yield first.value
    yield * { [Symbol.asyncIterator]: () => iterator }
  })()
}

/** Batches from `first` and then from `rest`: a list that outgrew one read goes on from a cursor. */
export async function * concatBatches<T> (first: readonly T[], rest: AsyncIterable<readonly T[]>): AsyncGenerator<readonly T[]> {
  yield first
  yield * rest
}
