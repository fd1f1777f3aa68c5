import { Readable } from 'node:stream'
import { createGunzip, gunzipSync, gzipSync } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply } from 'fastify'

/**
 * Lists too long to hold in memory are streamed: the envelope is written around titles that the
 * kind's title serializer (compiled from the same TypeBox schema as the route's response) writes
 * one by one, in chunks, from batches of a database cursor. Shorter answers are plain objects that
 * Fastify serializes with the route's response schema.
 */

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

/** Bytes per chunk handed to the socket: big enough to amortize writes, small enough to stay flat. */
export const CHUNK_BYTES = 64 * 1024

/**
 * Items that write their own JSON into a buffer: its length first, then its bytes, so a stream's
 * chunk is filled in place instead of being concatenated from a Buffer per item (titles:
 * src/titulos/answers.ts).
 */
export interface JsonWriter<T> {
  byteLength: (item: T) => number
  /** Writes the item at `offset`, where byteLength(item) bytes are free; returns the offset after it. */
  write: (item: T, target: Buffer, offset: number) => number
}

export interface StreamedSection<T> {
  /** JSON text before the section's first item (it opens the array). */
  opening: string
  batches: AsyncIterable<readonly T[]> | Iterable<readonly T[]>
}

/** A chunk filled in place; handed over whole once the next write would not fit. */
class Chunks {
  private chunk = Buffer.allocUnsafe(CHUNK_BYTES)
  used = 0

  get buffer (): Buffer { return this.chunk }

  /** Makes room for `bytes`: the filled part of the current chunk when a new one had to start (undefined when it still fits). */
  makeRoom (bytes: number): Buffer | undefined {
    if (this.used + bytes <= this.chunk.length) return undefined
    const full = this.used > 0 ? this.chunk.subarray(0, this.used) : undefined
    this.chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes))
    this.used = 0
    return full
  }

  writeText (text: string): void { this.used += this.chunk.write(text, this.used) }

  rest (): Buffer { return this.chunk.subarray(0, this.used) }
}

/**
 * The sections' items, comma-separated inside each section, then `closing(count)`, in chunks of
 * bytes. A database error after the first chunk makes the generator throw; the stream is then
 * destroyed and the client sees a cut connection, never a well-formed partial list.
 */
export async function * streamedJson<T> (sections: ReadonlyArray<StreamedSection<T>>, writer: JsonWriter<T>, closing: (count: number) => string): AsyncGenerator<Buffer> {
  const out = new Chunks()
  let count = 0
  for (const section of sections) {
    const opening = out.makeRoom(Buffer.byteLength(section.opening))
    if (opening !== undefined) yield opening
    out.writeText(section.opening)
    let first = true
    for await (const batch of section.batches) {
      for (const item of batch) {
        // Per item, not per batch: a chunk of a whole 500-title batch was 1.3 MB, and the stream's
        // read-ahead of 16 of them held 20 MB of an export in memory (docs/PERFORMANCE.md).
        const full = out.makeRoom(writer.byteLength(item) + 1)
        if (full !== undefined) yield full
        if (!first) out.buffer[out.used++] = 0x2c // ,
        out.used = writer.write(item, out.buffer, out.used)
        first = false
        count++
      }
    }
  }
  const tail = closing(count)
  const full = out.makeRoom(Buffer.byteLength(tail))
  if (full !== undefined) yield full
  out.writeText(tail)
  yield out.rest()
}

/** `before`, the items comma-separated, then `after`, each written into one Buffer of the exact size. */
export function writtenJson<T> (before: string, items: readonly T[], writer: JsonWriter<T>, after: string): Buffer {
  let length = Buffer.byteLength(before) + Math.max(0, items.length - 1) + Buffer.byteLength(after)
  for (const item of items) length += writer.byteLength(item)
  const body = Buffer.allocUnsafe(length)
  let at = body.write(before)
  items.forEach((item, index) => {
    if (index > 0) body[at++] = 0x2c // ,
    at = writer.write(item, body, at)
  })
  body.write(after, at)
  return body
}

/** JSON that is already bytes (a feed event with its stored snapshot), written as it is. */
export const BYTES_WRITER: JsonWriter<Buffer> = {
  byteLength: (bytes) => bytes.length,
  write: (bytes, target, offset) => offset + bytes.copy(target, offset)
}

/** The tail of the list envelope of the specification, after the data array. */
export function envelopeClosing (timeStamp: string): (count: number) => string {
  return (count) => `],"timeStamp":"${timeStamp}","total_registros":${count}}`
}

/** Sends JSON chunks as they come; the route's response schema still documents the shape. */
export function sendJsonStream (reply: FastifyReply, chunks: AsyncIterable<string | Buffer>): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(Readable.from(chunks))
}

/**
 * JSON already written (an import's answer of 70,000 items, src/conciliacao/items.ts), kept a chunk
 * at a time as it was written, each chunk gzipped on its own at the fastest level: JSON of one
 * item's shape over and over shrinks about tenfold, so an answer of 23 MB waits for its commit in
 * some 2 MB (docs/PERFORMANCE.md, "Bank reconciliation"). It is sent inflated a chunk at a time
 * with its length, and kept whole only gzipped (an Idempotency-Key's stored answer): gzip members
 * one after another are one gzip file (RFC 1952, section 2.2).
 */
export class JsonChunks {
  /** Each chunk gzipped, and its length inflated. */
  private readonly members: Array<{ gzipped: Buffer, length: number }> = []
  /** Of the JSON, inflated. */
  length = 0

  /** Keeps a copy of `chunk`, gzipped: the caller may write its next chunk into the same Buffer. */
  add (chunk: Buffer): this {
    if (chunk.length > 0) {
      this.members.push({ gzipped: exactCopy(gzipSync(chunk, { level: 1 })), length: chunk.length })
      this.length += chunk.length
    }
    return this
  }

  /** Appends what `other` holds, as it is. */
  append (other: JsonChunks): this {
    this.members.push(...other.members)
    this.length += other.length
    return this
  }

  /** The JSON's chunks, each inflated when it is asked for, into one Buffer (a byte to spare: zlib takes a full one for a sign of more). */
  * chunks (): Generator<Buffer> {
    for (const { gzipped, length } of this.members) yield gunzipSync(gzipped, { chunkSize: Math.max(length + 1, 64) })
  }

  /** The whole JSON as one gzip file. */
  gzipped (): Buffer { return Buffer.concat(this.gzipMembers().members) }

  /** The gzip file's members, one after another, and their length. */
  gzipMembers (): { members: Buffer[], length: number } {
    const members = this.members.map((member) => member.gzipped)
    return { members, length: members.reduce((sum, member) => sum + member.length, 0) }
  }
}

/**
 * Bytes in a Buffer of their own size. zlib's output is a view of its 64 KiB output buffer, of
 * which a member uses some 5; a copy in Node's shared pool pinned a whole pool of 64 KiB per member
 * as well, as other Buffers took the rest of it meanwhile (a heap snapshot of an import: 10 MiB
 * held by 2 MiB of answer).
 */
export function exactCopy (bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length)
  bytes.copy(copy)
  return copy
}

/**
 * Sends JSON chunks with their length (not chunked transfer encoding); the route's response schema
 * documents them. A client that accepts gzip gets them as they are kept (docs/CONTRACT.md section
 * 18): a tenth of the bytes, and nothing inflated in the service, where 360 chunks of 64 KiB
 * inflated one after another were garbage outside the heap that no collection came for until the
 * answer was sent. Any other gets them inflated, one chunk read ahead at most.
 */
export function sendJsonChunks (reply: FastifyReply, json: JsonChunks): FastifyReply {
  void reply.type(JSON_CONTENT_TYPE).header('vary', 'accept-encoding')
  if (acceptsGzip(reply)) {
    const { members, length } = json.gzipMembers()
    return reply.header('content-encoding', 'gzip').header('content-length', length).send(Readable.from(members, { highWaterMark: 1 }))
  }
  return reply.header('content-length', json.length).send(Readable.from(json.chunks(), { highWaterMark: 1 }))
}

/** Whether the request's Accept-Encoding takes gzip (RFC 9110 section 12.5.3: its q-values, `*`, names in any case). */
function acceptsGzip (reply: FastifyReply): boolean {
  const accepted = reply.request.headers['accept-encoding']
  return typeof accepted === 'string' && negotiate(accepted.toLowerCase(), ['gzip', 'identity']) === 'gzip'
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b])

/**
 * Sends a stored answer (an Idempotency-Key's): JSON text, or JSON chunks kept gzipped
 * (`JsonChunks.gzipped`, told apart by gzip's magic bytes, as JSON starts with `{`), as they are
 * to a client that accepts gzip, as sendJsonChunks sends them the first time, else inflated as
 * the socket takes it.
 */
export function sendStoredJson (reply: FastifyReply, stored: string | Buffer): FastifyReply {
  void reply.type(JSON_CONTENT_TYPE)
  if (typeof stored === 'string' || !stored.subarray(0, 2).equals(GZIP_MAGIC)) return reply.send(stored)
  void reply.header('vary', 'accept-encoding')
  if (acceptsGzip(reply)) return reply.header('content-encoding', 'gzip').send(stored)
  return reply.send(Readable.from([stored]).pipe(createGunzip()))
}

/** Sends JSON the caller assembled (from the render cache, or the change feed's snapshots); the route's response schema documents it. */
export function sendJsonText (reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(typeof json === 'string' ? Buffer.from(json) : json)
}

/**
 * Reads the first batch now, so a failing query is still answered with the error body instead of
 * a 200 whose body breaks off; the rest is read as the client takes it. When the response closes,
 * for whatever reason, the source is told to stop: a MySQL cursor holds a pool connection, and a
 * client that left before the body was even started would otherwise never give it back.
 */
export async function prefetched<T> (batches: AsyncIterable<T>, reply: FastifyReply): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]()
  reply.raw.once('close', () => { void iterator.return?.() })
  const first = await iterator.next()
  return (async function * () {
    if (first.done === true) return
    yield first.value
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) yield next.value
  })()
}

/** Batches from `first` and then from `rest`: a list that outgrew one read goes on from a cursor. */
export async function * concatBatches<T> (first: readonly T[], rest: AsyncIterable<readonly T[]>): AsyncGenerator<readonly T[]> {
  yield first
  yield * rest
}

/** Lists up to this many items are read in one query and sent from memory; longer ones are streamed. */
export const BUFFERED_LIST_MAX = 1000
