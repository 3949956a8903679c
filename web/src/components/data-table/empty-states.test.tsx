import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CursorDataTable, type CursorPageRequest } from './cursor-data-table.tsx';
import { DataTable } from './data-table.tsx';
import type { TableEmptyState } from './table-view.tsx';

interface Person {
  id: string;
  name: string;
  role: string;
}
const people = (n: number): Person[] => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `Person ${i}`, role: i % 2 ? 'member' : 'admin' }));
const columns: ColumnDef<Person, unknown>[] = [
  { accessorKey: 'name', meta: { title: 'Name' }, header: 'Name' },
  { accessorKey: 'role', meta: { title: 'Role', filterOptions: [{ label: 'Admin', value: 'admin' }, { label: 'Owner', value: 'owner' }] }, header: 'Role' },
];

const onCreate = vi.fn();
const empty: TableEmptyState = {
  noun: 'people',
  title: 'No people yet',
  description: 'Invite someone to get started.',
  action: <button onClick={onCreate}>Invite person</button>,
};

function wrap(node: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{node}</QueryClientProvider>);
}

/** The controls UI.md wants hidden when they would do nothing. */
const controls = () => ({
  search: screen.queryByRole('searchbox', { name: 'Search' }),
  view: screen.queryByRole('button', { name: 'View' }),
  exportCsv: screen.queryByRole('button', { name: 'Export CSV' }),
  pageSize: screen.queryByRole('combobox', { name: 'Rows per page' }),
  nextPage: screen.queryByRole('button', { name: 'Go to next page' }),
  filter: screen.queryByRole('button', { name: 'Filter by Role' }),
});

describe('DataTable empty states', () => {
  it('when nothing exists yet: says what to do next with the action, and shows no table, search, View, export or pager', async () => {
    const user = userEvent.setup();
    wrap(<DataTable columns={columns} data={[]} empty={empty} exportRows />);
    const status = screen.getByRole('status');
    expect(within(status).getByText('No people yet')).toBeInTheDocument();
    expect(within(status).getByText('Invite someone to get started.')).toBeInTheDocument();
    expect(screen.queryByText('No results.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(Object.values(controls()).every((c) => c === null)).toBe(true);
    await user.click(within(status).getByRole('button', { name: 'Invite person' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('while loading: skeleton rows under the toolbar, not the empty state', () => {
    wrap(<DataTable columns={columns} data={[]} loading empty={empty} />);
    expect(screen.queryByText('No people yet')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(controls().search).toBeInTheDocument();
  });

  it('when a search matches nothing: keeps search and filters, names the search, and Clear filters brings the rows back', async () => {
    const user = userEvent.setup();
    wrap(<DataTable columns={columns} data={people(4)} empty={empty} exportRows />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No people match “zzz”.');
    const c = controls();
    expect(c.search).toHaveValue('zzz');
    expect(c.filter).toBeInTheDocument();
    expect(c.view).toBeNull();
    expect(c.exportCsv).toBeNull();
    expect(c.pageSize).toBeNull();
    // The column headers stay, so it is clear which table came up empty.
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getAllByRole('row')).toHaveLength(1 + 4);
    expect(controls().view).toBeInTheDocument();
  });

  it('when only a column filter matches nothing: says "these filters", and Clear filters restores the default filters', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    const defaults = { columnFilters: [{ id: 'role', value: ['admin'] }] };
    const { rerender } = wrap(
      <DataTable columns={columns} data={people(4)} empty={empty} defaults={defaults} onStateChange={onStateChange} state={{ sorting: [], columnFilters: [{ id: 'role', value: ['owner'] }], globalFilter: '', pageIndex: 0, pageSize: 10, columnVisibility: {} }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No people match these filters.');
    expect(controls().filter).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const next = onStateChange.mock.lastCall![0];
    expect(next).toMatchObject({ globalFilter: '', columnFilters: defaults.columnFilters, pageIndex: 0 });
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <DataTable columns={columns} data={people(4)} empty={empty} defaults={defaults} state={next} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('cell', { name: /^Person/ }).map((c) => c.textContent)).toEqual(['Person 0', 'Person 2']);
  });

  it('shows the pager only when there is something to page', async () => {
    const { unmount } = wrap(<DataTable columns={columns} data={people(10)} />);
    expect(controls().pageSize).toBeNull();
    expect(controls().nextPage).toBeNull();
    unmount();
    wrap(<DataTable columns={columns} data={people(11)} />);
    expect(controls().pageSize).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('keeps the selection count without a pager for a short selectable table', () => {
    wrap(<DataTable columns={columns} data={people(3)} enableRowSelection />);
    expect(screen.getByText('0 of 3 row(s) selected')).toBeInTheDocument();
    expect(controls().pageSize).toBeNull();
  });
});

describe('CursorDataTable empty states', () => {
  const serverWith = (rows: Person[]) =>
    vi.fn(async (req: CursorPageRequest) => {
      const matching = rows.filter((r) => r.name.toLowerCase().includes(req.globalFilters.toLowerCase()));
      return { rows: matching.slice(0, req.limit), nextCursor: null };
    });

  it('when the server has nothing: the empty state with its action and no controls', async () => {
    wrap(<CursorDataTable columns={columns} queryKey={['empty']} fetchPage={serverWith([])} empty={empty} exportRows />);
    await screen.findByText('No people yet');
    expect(screen.getByRole('button', { name: 'Invite person' })).toBeInTheDocument();
    expect(Object.values(controls()).every((c) => c === null)).toBe(true);
  });

  it('when the search finds nothing: keeps the search box, and Clear filters reloads without it', async () => {
    const user = userEvent.setup();
    const fetchPage = serverWith(people(3));
    wrap(<CursorDataTable columns={columns} queryKey={['search']} fetchPage={fetchPage} empty={empty} />);
    await screen.findByText('Person 0');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No people match “nobody”.'), { timeout: 3000 });
    expect(controls().search).toHaveValue('nobody');
    expect(controls().view).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Person 0');
    expect(controls().search).toHaveValue('');
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ globalFilters: '', cursor: undefined }));
  });
});
