import { Buffer } from 'node:buffer'
import { gunzipSync, gzipSync } from 'node:zlib'
import { exactCopy } from './envelope.js'
import { letGo } from './let-go.js'

/** Of the bytes, gzipped one at a time: a statement's transactions are a few hundred bytes each. */
const BLOCK = 256 * 1024

/**
 * Bytes kept gzipped a block at a time at the fastest level, as an import's answer is
 * (JsonChunks): a bank file's body, packed as it arrives (src/http/packed-body.ts), so that no
 * Buffer of the file's size is ever made, then read back a range at a time, in order (an OFX
 * statement's transactions, while it is judged and again a slice at a time while it is imported),
 * or a block at a time (its hashes, its encoding). A statement of one tag a line over and over
 * shrinks about tenfold: a file of 10 MB is held in some 1 MB (docs/PERFORMANCE.md, "Bank
 * reconciliation"). The last two blocks a range was read from are kept inflated: in order, each
 * block is inflated once, a range across two blocks included. A block let go from them is freed
 * at once, so that reading the file in order reuses one block's memory rather than leaving one
 * block of garbage after another, which glibc kept in the process's RSS: no view of an inflated
 * block leaves this class (read's reader takes it, and returns what it made of it).
 */
export class PackedBytes {
  /** How many bytes were appended. */
  length = 0
  private readonly blocks: Buffer[] = []
  private readonly inflated: Array<{ index: number, bytes: Buffer }> = []
  /** The block being filled, packed once full (or at end()). */
  private filling: Buffer | undefined
  private filled = 0

  /** Bytes already whole, packed. */
  static of (bytes: Uint8Array): PackedBytes {
    return new PackedBytes().append(bytes).end()
  }

  /** Appends bytes (copied: the caller may reuse or free them at once). */
  append (bytes: Uint8Array): this {
    let at = 0
    // A whole block of the bytes given, when none is being filled, is packed without a copy.
    while (this.filled === 0 && bytes.length - at >= BLOCK) {
      this.pack(bytes.subarray(at, at + BLOCK))
      at += BLOCK
    }
    while (at < bytes.length) {
      this.filling ??= Buffer.allocUnsafeSlow(BLOCK)
      const taken = Math.min(BLOCK - this.filled, bytes.length - at)
      this.filling.set(bytes.subarray(at, at + taken), this.filled)
      this.filled += taken
      at += taken
      if (this.filled === BLOCK) {
        this.pack(this.filling)
        this.filled = 0
      }
    }
    this.length += bytes.length
    return this
  }

  /** Packs what is left of the last block: no more bytes come. */
  end (): this {
    if (this.filled > 0 && this.filling !== undefined) this.pack(this.filling.subarray(0, this.filled))
    this.filled = 0
    if (this.filling !== undefined) letGo(this.filling)
    this.filling = undefined
    return this
  }

  /** A copy of the bytes from `from` to `to`. */
  subarray (from: number, to: number): Buffer {
    return this.read(from, to, (bytes) => Buffer.from(bytes))
  }

  /**
   * What `reader` makes of the bytes from `from` to `to` (text, a hash): the bytes it is given
   * are a view of an inflated block, valid while it runs and not after.
   */
  read<T> (from: number, to: number, reader: (bytes: Buffer) => T): T {
    if (from >= to) return reader(Buffer.alloc(0))
    const first = Math.floor(from / BLOCK)
    const last = Math.max(first, Math.floor((to - 1) / BLOCK))
    if (first === last) return reader(this.block(first).subarray(from - first * BLOCK, to - first * BLOCK))
    const parts: Buffer[] = []
    for (let index = first; index <= last; index++) parts.push(Buffer.from(this.block(index).subarray(Math.max(from - index * BLOCK, 0), Math.min(to - index * BLOCK, BLOCK))))
    return reader(Buffer.concat(parts))
  }

  /**
   * Every block, inflated, in order, each freed as the next is asked for (or the loop ends): a
   * pass over the whole file leaves no garbage the size of the file for a collection to find. A
   * block yielded must not be kept past the next.
   */
  * pieces (): Generator<Buffer> {
    for (const gzipped of this.blocks) {
      const bytes = inflate(gzipped)
      try {
        yield bytes
      } finally {
        letGo(bytes, { whole: false })
      }
    }
  }

  /** All the bytes in one Buffer, for a reader that reads the file whole (CNAB 240). */
  joined (): Buffer {
    const whole = Buffer.allocUnsafe(this.length)
    let at = 0
    for (const piece of this.pieces()) at += piece.copy(whole, at)
    return whole
  }

  private pack (bytes: Uint8Array): void {
    this.blocks.push(exactCopy(gzipSync(bytes, { level: 1 })))
  }

  private block (index: number): Buffer {
    const kept = this.inflated.find((block) => block.index === index)
    if (kept !== undefined) return kept.bytes
    const gzipped = this.blocks[index]
    if (gzipped === undefined) throw new RangeError(`PackedBytes: no block ${index} of ${this.blocks.length}`)
    const bytes = inflate(gzipped)
    if (this.inflated.unshift({ index, bytes }) > 2) {
      const evicted = this.inflated.pop()
      if (evicted !== undefined) letGo(evicted.bytes, { whole: false })
    }
    return bytes
  }
}

// A byte to spare: zlib takes a full output buffer for a sign of more (JsonChunks.chunks).
const inflate = (gzipped: Buffer): Buffer => gunzipSync(gzipped, { chunkSize: BLOCK + 1 })
