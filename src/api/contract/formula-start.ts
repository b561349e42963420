/**
 * What a spreadsheet runs as a formula when a cell starts with it (full-width forms too). On its own,
 * without papaparse: the emails' plain text reads it too.
 */
export const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
