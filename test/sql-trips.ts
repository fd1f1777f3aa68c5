import { tracingChannel } from 'node:diagnostics_channel'

/**
 * The SQL of every query mysql2 sends while `work` runs, from mysql2's own tracing channel: each is
 * one round trip to the server. With how `work` ended, so a test can count the trips of a failure.
 */
export async function trips<T> (work: () => Promise<T>): Promise<{ result?: T, error?: unknown, sent: string[] }> {
  const sent: string[] = []
  const channel = tracingChannel('mysql2:query')
  const start = (message: unknown) => { sent.push((message as { query: string }).query) }
  channel.start.subscribe(start)
  try {
    return { result: await work(), sent }
  } catch (error) {
    return { error, sent }
  } finally {
    channel.start.unsubscribe(start)
  }
}
