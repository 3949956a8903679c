import { Tabs as T } from 'radix-ui';
import type { ReactNode } from 'react';

/** Segmented tabs: arrow keys move between them (Radix), the panel below follows. */
export function Tabs({ label, tabs, defaultValue }: { label: string; defaultValue?: string; tabs: Array<{ value: string; label: string; content: ReactNode }> }) {
  return (
    <T.Root defaultValue={defaultValue ?? tabs[0]?.value}>
      <T.List aria-label={label} className="mb-4 grid auto-cols-fr grid-flow-col gap-1 rounded-md bg-subtle p-1">
        {tabs.map((t) => (
          <T.Trigger key={t.value} value={t.value} className="h-8 cursor-pointer rounded px-3 text-[13px] font-medium text-muted data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm">
            {t.label}
          </T.Trigger>
        ))}
      </T.List>
      {tabs.map((t) => (
        <T.Content key={t.value} value={t.value} className="outline-none">
          {t.content}
        </T.Content>
      ))}
    </T.Root>
  );
}
