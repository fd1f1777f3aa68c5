import { errors } from '../errors.js'

/**
 * The one check of a feed cursor a client hands back (docs/CONTRACT.md section 12), for GET /eventos
 * and a webhook's reenvio: before the purged positions it is 410, after the last position handed
 * out it is 400. A cursor from another database (a restore, a reset) is usually past the end, and
 * answering it with an empty page would skip every event up to it without a word.
 */
export function checkFeedCursor (cursor: number, feed: { purgedUpTo: number, numberedUpTo: number }, path: string): void {
  if (cursor < feed.purgedUpTo) throw errors.cursorExpired(String(cursor), feed.purgedUpTo)
  if (cursor > feed.numberedUpTo) {
    throw errors.validation([{ path, message: `is after the feed's last position (${feed.numberedUpTo}): a cursor of another database or company? Start again without desde` }])
  }
}
