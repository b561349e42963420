import type { MatrixRow } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { matrixRows } from './matrix';

/** Where artwork is still owed: nothing submitted yet, or changes were asked for. */
const OWING = new Set(['Missing', 'Overdue', 'Changes requested']);

export interface OwedItem {
  requirementId: number;
  name: string;
  /** This company's deadline (the requirement's, or its extension). */
  deadline: string;
}

/** What a matrix row still owes: the required artwork not yet in, or sent back. */
export function owedIn(row: MatrixRow, requirements: readonly { id: number; name: string; required: boolean }[]): OwedItem[] {
  return row.cells.flatMap((cell, index) => {
    const requirement = requirements[index]!;
    return requirement.required && cell.status !== null && OWING.has(cell.status) ? [{ requirementId: requirement.id, name: requirement.name, deadline: cell.deadline }] : [];
  });
}

/** Each exhibitor of the event (or the ones named) with what it still owes. */
export async function owedByExhibitors(db: DbOrTrx, eventId: number, now: Date, companyIds?: readonly number[]) {
  const { requirements, rows } = await matrixRows(db, eventId, now, companyIds);
  return rows.map((row) => ({ company: row.company, owed: owedIn(row, requirements) }));
}
