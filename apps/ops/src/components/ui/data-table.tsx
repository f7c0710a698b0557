import { Fragment } from 'react';
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right, as in a ledger. */
  align?: 'start' | 'end';
  /** The column's figure in the totals row, when the table has one. */
  total?: ReactNode;
}

interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  testId?: string;
  rowTestId?: (row: Row) => string;
  /** What a row shows opened under itself, across every column (null: closed). */
  detail?: (row: Row) => ReactNode;
  /** A totals row under the rows, headed by this label in the first column. */
  totals?: { label: string; testId: string };
}

/**
 * A table of records with a caption (read by screen readers, shown to nobody twice) and column
 * headers, and a totals row when asked; wide tables scroll inside their frame on a tablet rather
 * than the whole page.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
  rowTestId,
  totals,
  detail,
}: DataTableProps<Row>) {
  return (
    <div className="table-frame" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.align === 'end' ? 'end' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const opened = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr data-testid={rowTestId?.(row)} className={opened ? 'is-open' : undefined}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.align === 'end' ? 'end' : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {opened && (
                  <tr className="detail-row">
                    <td colSpan={columns.length}>{opened}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
        {totals && (
          <tfoot>
            <tr data-testid={totals.testId}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row">
                    {totals.label}
                  </th>
                ) : (
                  <td key={column.key} className={column.align === 'end' ? 'end' : undefined}>
                    {column.total}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
