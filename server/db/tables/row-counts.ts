/** A table's number of rows, kept by triggers (migration 20251123T080000-row-counts). */
export interface RowCountsTable {
  table_name: string;
  row_count: number;
}
