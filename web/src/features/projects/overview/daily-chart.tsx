import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * One value per UTC day over the metrics window (GET /internal/metrics), as bars (sign-ups) or a
 * line (active users), with both axes labelled and a tooltip per day. Colours are the theme's CSS
 * variables, so light and dark follow the theme without a second palette.
 */
export interface DailyPoint {
  date: string;
  activity: number;
}

const AXIS = { fill: 'var(--muted)', fontSize: 12 };
const dayLabel = (date: string, opts: Intl.DateTimeFormatOptions) => new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { ...opts, timeZone: 'UTC' });

export function DailyChart({ data, kind, name, yLabel, xLabel }: { data: DailyPoint[]; kind: 'bar' | 'line'; name: string; yLabel: string; xLabel: string }) {
  const today = data[data.length - 1]?.date;
  const total = data.reduce((n, d) => n + d.activity, 0);
  const max = Math.max(0, ...data.map((d) => d.activity));
  const tick = (d: string) => (d === today ? 'Today' : dayLabel(d, { month: 'short', day: 'numeric' }));
  const common = {
    data,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
    accessibilityLayer: true,
  };
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke="var(--border)" />
      <XAxis dataKey="date" tickFormatter={tick} tick={AXIS} tickLine={false} axisLine={{ stroke: 'var(--control)' }} interval="preserveStartEnd" minTickGap={28} />
      <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={{ stroke: 'var(--control)' }} width={44} label={{ value: yLabel, angle: -90, position: 'insideLeft', style: { ...AXIS, fontSize: 11, textAnchor: 'middle' } }} />
      <Tooltip
        cursor={{ fill: 'var(--subtle)', stroke: 'var(--border)' }}
        contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 6, color: 'var(--fg)', fontSize: 13 }}
        labelStyle={{ color: 'var(--fg)', fontWeight: 600 }}
        itemStyle={{ color: 'var(--fg)' }}
        labelFormatter={(d) => dayLabel(String(d), { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}
        formatter={(v) => [v as number, name]}
      />
    </>
  );
  return (
    <figure aria-label={`${name} per day over the last ${data.length} days: ${total} in total, at most ${max} on one day`}>
      <div className="h-52">
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bar' ? (
            <BarChart {...common}>
              {axes}
              <Bar dataKey="activity" name={name} fill="var(--accent)" radius={[2, 2, 0, 0]} isAnimationActive={false} />
            </BarChart>
          ) : (
            <LineChart {...common}>
              {axes}
              <Line dataKey="activity" name={name} stroke="var(--accent)" strokeWidth={2} dot={false} activeDot={{ r: 4 }} type="monotone" isAnimationActive={false} />
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-1 text-center text-[11px] text-muted">{xLabel}</figcaption>
    </figure>
  );
}
