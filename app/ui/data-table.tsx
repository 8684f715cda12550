/**
 * A data table (decision 0076): a caption (visually hidden unless asked), header cells with
 * `scope="col"`, an optional row header per row (`scope="row"`), numeric columns aligned right, inside
 * the scrollable wrapper that keyboard users can focus (the back office's `bo-table-wrap`).
 */
import type { ReactNode } from "react";
import { classes, LOOKS, useKit } from "./kit.tsx";

export interface Column<Row> {
  header: ReactNode;
  /** The cell of one row (left out when the rows come as `children`). */
  cell?: (row: Row) => ReactNode;
  /** Numbers and amounts: aligned right, header and cells. */
  numeric?: boolean;
  /** Classes on the header cell and the body cells. */
  className?: string;
  /** Classes on the body cells only. */
  cellClassName?: string;
  /** This column's cell is the row's header (`<th scope="row">`). */
  rowHeader?: boolean;
}

interface TableProps<Row> {
  /** The table's name; hidden visually unless `showCaption`. Left out, the table has no caption. */
  caption?: ReactNode;
  showCaption?: boolean;
  columns: Column<Row>[];
  /** Classes added to the `<table>`. */
  className?: string;
  testId?: string;
  /** Rows of the `<tfoot>` (totals), built with the same columns. */
  footRows?: readonly Row[];
  /**
   * On a phone each row a card instead of a table wider than the screen (the surface's CSS, class
   * `{table}--stacked`): every body cell carries its column's text header as `data-label`.
   */
  stacked?: boolean;
}

/** The table, with rows built from `rows` and the columns' cells, or given as `children` (`<tr>`s). */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  className,
  testId,
  footRows,
  stacked = false,
  ...body
}: TableProps<Row> &
  (
    | { rows: readonly Row[]; rowKey: (row: Row) => string | number; rowAttributes?: (row: Row) => Record<`data-${string}`, string> }
    | { children: ReactNode }
  )) {
  const look = LOOKS[useKit().look];
  const num = (c: Column<Row>) => (c.numeric ? look.num : undefined);
  const cells = (row: Row) =>
    columns.map((c, i) => {
      const className = classes(num(c), c.className, c.cellClassName);
      const label = stacked && typeof c.header === "string" ? c.header : undefined;
      return c.rowHeader ? (
        <th key={i} scope="row" className={className} data-label={label}>
          {c.cell?.(row)}
        </th>
      ) : (
        <td key={i} className={className} data-label={label}>
          {c.cell?.(row)}
        </td>
      );
    });
  return (
    <div className={look.wrap} tabIndex={look.focusableWrap ? 0 : undefined}>
      <table className={classes(look.table, stacked ? `${look.table}--stacked` : undefined, className)} data-testid={testId}>
        {caption === undefined ? null : <caption className={showCaption ? undefined : "visually-hidden"}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={classes(num(c), c.className)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {"rows" in body
            ? body.rows.map((row) => (
                <tr key={body.rowKey(row)} {...body.rowAttributes?.(row)}>
                  {cells(row)}
                </tr>
              ))
            : body.children}
        </tbody>
        {footRows?.length ? (
          <tfoot>
            {footRows.map((row, i) => (
              <tr key={i}>{cells(row)}</tr>
            ))}
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
