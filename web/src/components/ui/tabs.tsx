import { Tabs as T } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * Segmented tabs: arrow keys move between them (Radix), the panel below follows. Uncontrolled by
 * default; pass `value` and `onValueChange` when something outside switches the tab. The selected
 * segment is raised above its track in both themes (token `selected`): in dark mode the surface
 * colour is darker than the track and read as the inactive one.
 */
export function Tabs({ label, tabs, defaultValue, value, onValueChange }: { label: string; defaultValue?: string; value?: string; onValueChange?: (value: string) => void; tabs: Array<{ value: string; label: string; content: ReactNode }> }) {
  return (
    <T.Root defaultValue={value === undefined ? (defaultValue ?? tabs[0]?.value) : undefined} value={value} onValueChange={onValueChange}>
      <T.List aria-label={label} className="mb-4 grid auto-cols-fr grid-flow-col gap-1 rounded-md bg-subtle p-1">
        {tabs.map((t) => (
          <T.Trigger key={t.value} value={t.value} className="h-8 cursor-pointer rounded px-1.5 text-[13px] sm:px-3 font-medium text-muted hover:text-fg data-[state=active]:bg-selected data-[state=active]:text-fg data-[state=active]:shadow-sm">
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
