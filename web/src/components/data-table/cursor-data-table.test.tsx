import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColumnHeader } from './column-header.tsx';
import { CursorDataTable, type CursorPage, type CursorPageRequest } from './cursor-data-table.tsx';

interface Row {
  id: string;
  email: string;
}
const all: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: `u${String(i).padStart(2, '0')}`, email: `user${String(i).padStart(2, '0')}@example.com` }));

/** A tiny in-memory "server" with the users endpoint's cursor semantics (inclusive cursor = first id of the page). */
function fakeServer() {
  return vi.fn(async (req: CursorPageRequest): Promise<CursorPage<Row>> => {
    let rows = all.filter((r) => r.email.includes(req.globalFilters));
    if (req.sorting[0]?.desc) rows = [...rows].reverse();
    const start = req.cursor ? rows.findIndex((r) => r.id === req.cursor) : 0;
    const page = rows.slice(start, start + req.limit);
    return { rows: page, nextCursor: rows[start + req.limit]?.id ?? null };
  });
}

const columns: ColumnDef<Row, unknown>[] = [{ accessorKey: 'email', meta: { title: 'Email' }, header: ({ column }) => <ColumnHeader column={column} title="Email" /> }];

function setup(fetchPage: (req: CursorPageRequest) => Promise<CursorPage<Row>> = fakeServer(), extra: Partial<Parameters<typeof CursorDataTable<Row>>[0]> = {}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CursorDataTable columns={columns} queryKey={['users']} fetchPage={fetchPage} getRowId={(r) => r.id} {...extra} />
    </QueryClientProvider>,
  );
  return { user, fetchPage };
}
const emails = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row').map((r) => r.textContent);

describe('CursorDataTable', () => {
  it('loads page by page with the cursor the server returned', async () => {
    const fetchPage = fakeServer();
    const { user } = setup(fetchPage);
    await waitFor(() => expect(emails()[0]).toBe('user00@example.com'));
    expect(fetchPage).toHaveBeenLastCalledWith({ cursor: undefined, limit: 10, sorting: [], columnFilters: [], globalFilters: '' });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(emails()[0]).toBe('user10@example.com'));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: 'u10' }));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(() => expect(emails()[0]).toBe('user00@example.com'));
  });

  it('disables next on the last page (next_cursor null)', async () => {
    const { user } = setup();
    await waitFor(() => expect(emails()).toHaveLength(10));
    for (const first of ['user10@example.com', 'user20@example.com', 'user30@example.com', 'user40@example.com']) {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Go to next page' }));
      await waitFor(() => expect(emails()[0]).toBe(first));
    }
    expect(emails()).toHaveLength(5);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled());
  });

  it('goes back to page 0 and forgets cursors when sorting changes', async () => {
    const fetchPage = fakeServer();
    const { user } = setup(fetchPage);
    await waitFor(() => expect(emails()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getByText('Page 2')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(emails()[0]).toBe('user44@example.com'));
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: undefined, sorting: [{ id: 'email', desc: true }] }));
  });

  it('goes back to page 0 when the page size changes', async () => {
    const fetchPage = fakeServer();
    const { user } = setup(fetchPage);
    await waitFor(() => expect(emails()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getByText('Page 2')).toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(screen.getByRole('option', { name: '30' }));
    await waitFor(() => expect(emails()).toHaveLength(30));
    expect(emails()[0]).toBe('user00@example.com');
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: undefined, limit: 30 }));
  });

  it('reloads 500 ms after the last keystroke in the global filter, from page 0', async () => {
    const server = fakeServer();
    const calledAt: number[] = [];
    const fetchPage = vi.fn(async (req: CursorPageRequest) => {
      calledAt.push(Date.now());
      return server(req);
    });
    const { user } = setup(fetchPage);
    await waitFor(() => expect(emails()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getByText('Page 2')).toBeInTheDocument());
    const before = fetchPage.mock.calls.length;
    // Stamped by the keystroke itself (before React's handler starts the timer), not when user.type
    // returns: on a loaded machine that can be several milliseconds later.
    let lastKeystroke = 0;
    screen.getByRole('searchbox', { name: 'Search' }).addEventListener('input', () => (lastKeystroke = Date.now()));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'user4');
    await new Promise((r) => setTimeout(r, 300));
    expect(fetchPage.mock.calls.length).toBe(before); // nothing yet: still inside the delay
    await waitFor(() => expect(emails()).toHaveLength(5));
    expect(fetchPage.mock.calls.length).toBe(before + 1); // one reload for the whole word
    expect(calledAt.at(-1)! - lastKeystroke).toBeGreaterThanOrEqual(490);
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: undefined, globalFilters: 'user4' }));
    // Back on the first page, whose 5 rows are all there is: nothing to page, so no paging controls.
    expect(screen.queryByText('Page 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to previous page' })).not.toBeInTheDocument();
  });

  it('shows the error in place with a Retry button', async () => {
    let fail = true;
    const fetchPage = vi.fn(async () => {
      if (fail) throw new Error('Gatehouse is unreachable');
      return { rows: all.slice(0, 2), nextCursor: null };
    });
    const { user } = setup(fetchPage);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Gatehouse is unreachable'));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(emails()).toHaveLength(2));
  });

  it('offers selection actions for the selected rows and counts them per page', async () => {
    const onDelete = vi.fn();
    const { user } = setup(fakeServer(), {
      enableRowSelection: true,
      selectionActions: (rows, clear) => (
        <button
          onClick={() => {
            onDelete(rows.map((r) => r.id));
            clear();
          }}
        >
          Delete {rows.length} selected
        </button>
      ),
    });
    await waitFor(() => expect(emails()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: /selected$/ })).not.toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    await user.click(boxes[0]);
    await user.click(boxes[2]);
    expect(screen.getByText('2 of 10 row(s) selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    expect(onDelete).toHaveBeenCalledWith(['u00', 'u02']);
    expect(screen.getByText('0 of 10 row(s) selected')).toBeInTheDocument();
  });
});
