import { Buffer } from 'node:buffer'
import { gunzipSync, gzipSync } from 'node:zlib'
import { exactCopy } from '../http/envelope.js'

/** Of the bytes, gzipped one at a time: a statement's transactions are a few hundred bytes each. */
const BLOCK = 256 * 1024

/**
 * Bytes kept gzipped a block at a time at the fastest level, as an import's answer is
 * (JsonChunks), and read back a range at a time, in order: an OFX statement's transactions,
 * read again a slice at a time while it is imported (ofx.ts). A statement of one tag a line over
 * and over shrinks about tenfold, so a statement of 10 MB is held in some 1 MB for the half
 * minute of its import instead of the request's 10 MB (docs/PERFORMANCE.md, "Bank
 * reconciliation"). The last two blocks read are kept inflated: in order, each block is inflated
 * once, a range across two blocks included.
 */
export class PackedBytes {
  private readonly blocks: Buffer[] = []
  private readonly inflated: Array<{ index: number, bytes: Buffer }> = []

  constructor (bytes: Uint8Array) {
    for (let at = 0; at < bytes.length; at += BLOCK) this.blocks.push(exactCopy(gzipSync(bytes.subarray(at, at + BLOCK), { level: 1 })))
  }

  /** The bytes from `from` to `to`: a view of an inflated block, or a copy when the range spans blocks. */
  subarray (from: number, to: number): Buffer {
    const first = Math.floor(from / BLOCK)
    const last = Math.max(first, Math.floor((to - 1) / BLOCK))
    if (first === last) return this.block(first).subarray(from - first * BLOCK, to - first * BLOCK)
    const parts: Buffer[] = []
    for (let index = first; index <= last; index++) parts.push(this.block(index).subarray(Math.max(from - index * BLOCK, 0), Math.min(to - index * BLOCK, BLOCK)))
    return Buffer.concat(parts)
  }

  private block (index: number): Buffer {
    const kept = this.inflated.find((block) => block.index === index)
    if (kept !== undefined) return kept.bytes
    const gzipped = this.blocks[index]
    if (gzipped === undefined) throw new RangeError(`PackedBytes: no block ${index} of ${this.blocks.length}`)
    // A byte to spare: zlib takes a full output buffer for a sign of more (JsonChunks.chunks).
    const bytes = gunzipSync(gzipped, { chunkSize: BLOCK + 1 })
    if (this.inflated.unshift({ index, bytes }) > 2) this.inflated.pop()
    return bytes
  }
}
