import type { ResultObject } from '../../schemas/common.js'

/**
 * The SQL driver result objects the specification returns (docs/CONTRACT.md section 8). They describe
 * what happened to the one title, whatever the engine underneath reported.
 */
const base = { fieldCount: 0, serverStatus: 2, warningStatus: 0 }

export function createdResult (id: number): ResultObject {
  return { ...base, affectedRows: 1, insertId: id, info: '', changedRows: 0 }
}

export function updatedResult (changed: boolean): ResultObject {
  const changedRows = changed ? 1 : 0
  return { ...base, affectedRows: 1, insertId: 0, info: `Rows matched: 1 Changed: ${changedRows} Warnings: 0`, changedRows }
}

/** A series' create: the result of the multi-row INSERT of its members (docs/CONTRACT.md section 17). */
export function seriesCreatedResult (firstId: number, members: number): ResultObject {
  return { ...base, affectedRows: members, insertId: firstId, info: `Records: ${members}  Duplicates: 0  Warnings: 0`, changedRows: 0 }
}
