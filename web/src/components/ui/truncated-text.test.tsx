import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateCell } from '../data-table/cells.tsx';
import { COLUMN_WIDTH, DEFAULT_MIN_COLUMN_WIDTH } from '../data-table/column-sizing.ts';
import { DataTable } from '../data-table/data-table.tsx';
import { TooltipProvider } from './tooltip.tsx';
import { TruncatedText } from './truncated-text.tsx';

const LONG = `Wilhelmina ${'Featherstonehaugh-'.repeat(10)}the Third`;

/** jsdom lays nothing out: make every element report text `scroll` px wide in a box `client` px wide. */
function layout(scroll: number, client: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TruncatedText', () => {
  it('when the text is cut: a tab stop whose focus shows the whole text in a tooltip', async () => {
    layout(900, 200);
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <button>before</button>
        <TruncatedText>{LONG}</TruncatedText>
      </TooltipProvider>,
    );
    const text = screen.getByText(LONG);
    expect(text).toHaveAttribute('tabindex', '0');
    expect(text.className).toContain('truncate');
    await user.tab();
    await user.tab();
    expect(text).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(LONG));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('when the text is cut: hovering shows the tooltip too', async () => {
    layout(900, 200);
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <TruncatedText>{LONG}</TruncatedText>
      </TooltipProvider>,
    );
    await user.hover(screen.getByText(LONG));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(LONG), { timeout: 2000 });
  });

  it('when the text fits: no tab stop and no tooltip', async () => {
    layout(120, 200);
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <TruncatedText>short</TruncatedText>
      </TooltipProvider>,
    );
    const text = screen.getByText('short');
    expect(text).not.toHaveAttribute('tabindex');
    await user.hover(text);
    await new Promise((r) => setTimeout(r, 800));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('decides again when its column is resized', async () => {
    // A fresh module, so its shared observer is this fake one that we can fire.
    const observed: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private cb: ResizeObserverCallback) {}
        observe(el: Element) {
          observed.push(() => this.cb([{ target: el } as ResizeObserverEntry], this as unknown as ResizeObserver));
        }
        unobserve() {}
        disconnect() {}
      },
    );
    vi.resetModules();
    const { TruncatedText: Fresh } = await import('./truncated-text.tsx');
    const { TooltipProvider: FreshProvider } = await import('./tooltip.tsx');
    let client = 1000;
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => client);
    render(
      <FreshProvider>
        <Fresh>{LONG}</Fresh>
      </FreshProvider>,
    );
    expect(screen.getByText(LONG)).not.toHaveAttribute('tabindex');
    client = 150; // the window got narrower
    act(() => observed.at(-1)!());
    await waitFor(() => expect(screen.getByText(LONG)).toHaveAttribute('tabindex', '0'));
    client = 1000;
    act(() => observed.at(-1)!());
    await waitFor(() => expect(screen.getByText(LONG)).not.toHaveAttribute('tabindex'));
  });

  it('dates truncate like text, with the whole date in the tooltip', async () => {
    layout(300, 60);
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <DateCell value={Date.UTC(2026, 8, 30, 22, 45)} />
      </TooltipProvider>,
    );
    const time = screen.getByText((_, el) => el?.tagName === 'TIME');
    expect(time).toHaveAttribute('datetime', '2026-09-30T22:45:00.000Z');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(time.textContent!));
  });
});

describe('DataTable column sizing', () => {
  interface Row {
    id: string;
    note: string;
    at: number;
  }
  const columns: ColumnDef<Row, unknown>[] = [
    { accessorKey: 'note', meta: { title: 'Note' }, header: 'Note' },
    { accessorKey: 'at', meta: { title: 'At', width: COLUMN_WIDTH.date }, header: 'At', cell: ({ row }) => <DateCell value={row.original.at} /> },
  ];

  it('lays out fixed: width hints on the headers, the sum of minimums as min-width, and plain values truncate with a tooltip', async () => {
    layout(900, 200);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TooltipProvider>
          <DataTable columns={columns} data={[{ id: 'a', note: LONG, at: 0 }]} enableRowSelection />
        </TooltipProvider>
      </QueryClientProvider>,
    );
    const table = screen.getByRole('table');
    expect(table.className).toContain('table-fixed');
    expect(table.style.minWidth).toBe(`${COLUMN_WIDTH.select + DEFAULT_MIN_COLUMN_WIDTH + COLUMN_WIDTH.date}px`);
    expect(screen.getByRole('columnheader', { name: 'At' }).style.width).toBe(`${COLUMN_WIDTH.date}px`);
    expect(screen.getByRole('columnheader', { name: 'Note' }).style.width).toBe('');
    // 'note' has no cell renderer: the table's default cell truncates it.
    const cell = within(screen.getAllByRole('row')[1]).getByText(LONG);
    expect(cell).toHaveAttribute('tabindex', '0');
    await user.hover(cell);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(LONG), { timeout: 2000 });
  });
});
