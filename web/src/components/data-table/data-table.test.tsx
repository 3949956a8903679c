import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertHost } from '../ui/confirm-dialog.tsx';
import { ColumnHeader } from './column-header.tsx';
import { DataTable } from './data-table.tsx';

interface Person {
  id: string;
  name: string;
  role: 'admin' | 'member';
  logins: number;
}

const people: Person[] = Array.from({ length: 25 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  role: i % 5 === 0 ? 'admin' : 'member',
  logins: (i * 7) % 13,
}));

const columns: ColumnDef<Person, unknown>[] = [
  { accessorKey: 'name', meta: { title: 'Name' }, header: ({ column }) => <ColumnHeader column={column} title="Name" /> },
  {
    accessorKey: 'role',
    meta: { title: 'Role', filterOptions: [{ label: 'Admin', value: 'admin' }, { label: 'Member', value: 'member' }] },
    header: ({ column }) => <ColumnHeader column={column} title="Role" />,
  },
  { accessorKey: 'logins', meta: { title: 'Logins', align: 'right' }, header: ({ column }) => <ColumnHeader column={column} title="Logins" /> },
];

function setup(props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  const user = userEvent.setup();
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <DataTable columns={columns} data={people} getRowId={(p) => p.id} {...props} />
      <AlertHost />
    </QueryClientProvider>,
  );
  return user;
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
const firstCellTexts = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('DataTable', () => {
  it('shows 10 rows per page by default and offers 10/20/30/40/50 under Rows per page', async () => {
    const user = setup();
    expect(bodyRows()).toHaveLength(10);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveTextContent('10');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '30', '40', '50']);
    await user.click(screen.getByRole('option', { name: '20' }));
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('says No results. when there is nothing to show', () => {
    setup({ data: [] });
    expect(screen.getByText('No results.')).toBeInTheDocument();
  });

  it('sorts by a column header: ascending, then descending', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Logins' }));
    const asc = bodyRows().map((r) => Number(within(r).getAllByRole('cell')[2].textContent));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(screen.getByRole('columnheader', { name: 'Logins' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Logins' }));
    expect(screen.getByRole('columnheader', { name: 'Logins' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0]).getAllByRole('cell')[2].textContent).toBe('12');
  });

  it('filters globally from the search box', async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Person 2');
    expect(firstCellTexts()).toEqual(['Person 20', 'Person 21', 'Person 22', 'Person 23', 'Person 24', 'Person 25']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(screen.getByRole('status')).toHaveTextContent('No results match “nobody”.');
  });

  it('filters a column with the faceted filter, with No results found. and Clear filters', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Filter by Role' }));
    const popover = screen.getByRole('dialog', { name: 'Filter by Role' });
    await user.click(within(popover).getByRole('checkbox', { name: 'Admin' }));
    expect(firstCellTexts()).toEqual(['Person 01', 'Person 06', 'Person 11', 'Person 16', 'Person 21']);
    await user.type(within(popover).getByRole('textbox', { name: 'Role' }), 'zzz');
    expect(within(popover).getByText('No results found.')).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Clear filters' }));
    expect(bodyRows()).toHaveLength(10);
  });

  it('shows Reset filters only when filters or sorting differ from the defaults, and restores them', async () => {
    const user = setup({ defaults: { sorting: [{ id: 'name', desc: true }] } });
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
    expect(firstCellTexts()[0]).toBe('Person 25');
    await user.click(screen.getByRole('button', { name: 'Logins' }));
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
    expect(firstCellTexts()[0]).toBe('Person 25');
    // the global filter alone is not a "filter" for this button
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Person');
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
  });

  it("hides a column from View > Toggle columns", async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'View' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Toggle columns')).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitemcheckbox').map((i) => i.textContent)).toEqual(['✓Name', '✓Role', '✓Logins']);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: /Role/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: 'Role' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  });

  it('counts selected rows as N of M row(s) selected', async () => {
    const user = setup({ enableRowSelection: true });
    expect(screen.getByText('0 of 25 row(s) selected')).toBeInTheDocument();
    await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1]);
    expect(screen.getByText('1 of 25 row(s) selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('10 of 25 row(s) selected')).toBeInTheDocument();
  });

  it("passes the row's original data to onRowClick, and a checkbox click is not a row click", async () => {
    const onRowClick = vi.fn();
    const user = setup({ onRowClick, enableRowSelection: true });
    await user.click(screen.getByText('Person 03'));
    expect(onRowClick).toHaveBeenCalledWith(people[2]);
    expect(onRowClick.mock.calls[0][0]).toBe(people[2]);
    await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]);
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('right-aligns number columns', () => {
    setup();
    expect(within(bodyRows()[0]).getAllByRole('cell')[2].className).toContain('text-right');
  });

  it("hides 'Export CSV' while there is nothing to export (the 'No data to export' alert is csv-export's)", async () => {
    setup({ data: [], exportRows: true });
    expect(screen.getByText('No results.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
