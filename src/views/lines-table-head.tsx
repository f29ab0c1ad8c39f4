/**
 * The column heads of a table of order lines, shared by the cart (/shoppingCart) and the order
 * (/confirmOrder): the same look, and on a phone, where each row is a card whose cells name
 * themselves (data-label), heads that only a screen reader hears.
 */
export interface LinesColumn {
  label: string;
  align: 'left' | 'right' | 'center';
}

const headCell = 'px-3 py-2 font-normal whitespace-nowrap';
const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

export function LinesTableHead({ columns }: { columns: readonly LinesColumn[] }) {
  return (
    <thead className="bg-neutral-50 text-xs text-neutral-500 max-md:sr-only">
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={`${headCell} ${alignClass[column.align]}`}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
