import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { STACK_BELOW_PX, Table } from './table';

interface Row {
  id: string;
  status: string;
  reason: string | null;
}

const columns = [
  { key: 'status', header: 'Status', cell: (row: Row) => row.status },
  { key: 'reason', header: 'Reason', cell: (row: Row) => row.reason },
];

describe('Table', () => {
  it('stays a table to screen readers, each value with its column header as a seen label', () => {
    renderWithApp(
      <Table
        caption="Slips"
        columns={columns}
        rows={[
          { id: 'a', status: 'Checking', reason: 'blurred' },
          { id: 'b', status: 'Done', reason: null },
        ]}
        rowKey={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Slips' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Status', 'Reason']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = within(rows[1] as HTMLElement).getAllByRole('cell');
    // The label is for the eye (a stacked card); a screen reader hears the header once.
    expect(cells[0]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('Status');
    expect(cells[0]).toHaveTextContent('StatusChecking');
    expect(cells[1]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('Reason');
    // An empty value has no label either: a stacked card leaves the line out.
    const empty = within(rows[2] as HTMLElement).getAllByRole('cell')[1];
    expect(empty).toBeEmptyDOMElement();
  });

  it('turns into stacked cards below a phone-sized width of its own box', () => {
    renderWithApp(<Table caption="Slips" columns={columns} rows={[]} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Slips' });
    // The box is the container the query measures; the rule is in the table's style.
    expect(getComputedStyle(table.parentElement as HTMLElement).containerType).toBe('inline-size');
    const rules = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(rules).toContain(`@container (max-width: ${STACK_BELOW_PX - 0.02}px)`);
    expect(within(table).getByRole('cell')).toHaveTextContent(/./);
  });
});
