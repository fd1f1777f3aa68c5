/**
 * Byte offsets into a bank file, appended one by one and read by index: where each transaction of
 * an OFX statement lies (ofx.ts), two offsets a transaction, kept for the whole import. A number[]
 * grown by push is copied into a store half as large again each time it fills: for a statement of
 * 10 MB (145,000 offsets) the copies were six large objects of 0.2 to 1.4 MB, 3.9 MB of pages
 * taken while the statement was judged, where the offsets themselves are 0.6 MB as 32-bit integers
 * (docs/PERFORMANCE.md, "Bank reconciliation"). Here they fill blocks of a fixed size that are
 * never copied. A body is at most ARQUIVO_MAX_BYTES (100 MB): its offsets fit in 32 bits.
 */
export class Offsets {
  length = 0
  private readonly blocks: Uint32Array[] = []

  push (...values: number[]): void {
    for (const value of values) {
      if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new RangeError(`Offsets: ${value} is not a byte offset`)
      const at = this.length % BLOCK
      if (at === 0) this.blocks.push(new Uint32Array(BLOCK))
      ;(this.blocks[this.blocks.length - 1] as Uint32Array)[at] = value
      this.length++
    }
  }

  at (index: number): number {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) throw new RangeError(`Offsets: no offset ${index} of ${this.length}`)
    return (this.blocks[Math.floor(index / BLOCK)] as Uint32Array)[index % BLOCK] as number
  }
}

/** Offsets a block: 32 KB, a small allocation, never a large object of its own. */
const BLOCK = 8192
