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
}

export function businessClock (timeZone: string, currentTime: () => Date = () => new Date()): Clock {
  // Built once: constructing Intl formatters is far more expensive than using them.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23'
  })
  const now = () => {
    const parts: Record<string, string> = {}
    for (const part of format.formatToParts(currentTime())) parts[part.type] = part.value
    return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` }
  }
  return { today: () => now().date, now, timeStamp: () => timeStamp(currentTime()) }
}

/** The specification's timeStamp: UTC, YYYY-MM-DDTHH:MM:SSZ. */
export function timeStamp (date: Date = new Date()): string {
  return date.toISOString().slice(0, 19) + 'Z'
}
