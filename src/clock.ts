/**
 * Time as the business sees it. "Today" decides the derived statuses (A VENCER / VENCE HOJE /
 * ATRASADO) and the info.dInc/dAlt stamps, so it is the date in BUSINESS_TZ, not in UTC.
 */
export interface Clock {
  /** Today in the business time zone, YYYY-MM-DD. */
  today: () => string
  /** Date and time in the business time zone. */
  now: () => { date: string, time: string }
  /** The envelope's timeStamp for this moment (UTC). */
  timeStamp: () => string
  /** This moment in UTC with milliseconds: when a change happened (atualizado_em, events). */
  instant: () => string
}

export function businessClock (timeZone: string, currentTime: () => Date = () => new Date()): Clock {
  // Built once: constructing Intl formatters is far more expensive than using them.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23'
  })
  // Formatting is by far the costliest step, and its result changes once a second.
  let cachedSecond = Number.NaN
  let cached = { date: '', time: '' }
  const now = () => {
    const second = Math.floor(currentTime().getTime() / 1000)
    if (second !== cachedSecond) {
      const parts: Record<string, string> = {}
      for (const part of format.formatToParts(new Date(second * 1000))) parts[part.type] = part.value
      cached = { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` }
      cachedSecond = second
    }
    return cached
  }
  return { today: () => now().date, now, timeStamp: () => timeStamp(currentTime()), instant: () => currentTime().toISOString() }
}

/** The specification's timeStamp: UTC, YYYY-MM-DDTHH:MM:SSZ. */
export function timeStamp (date: Date = new Date()): string {
  return date.toISOString().slice(0, 19) + 'Z'
}
