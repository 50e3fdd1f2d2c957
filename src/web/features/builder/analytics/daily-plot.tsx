import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsReport } from '../../../../shared/analytics';
import { formatCompact, formatCount, formatDay, formatShortDay, texts } from './analytics-texts';

// recharts is only here, loaded when the chart is first drawn: the builder's first paint stays light.

export const plotColors = { views: 'var(--color-brand-600)', visitors: '#10b981' } as const;

const names: Record<string, string> = { views: texts.views, visitors: texts.visitors };

/** Views and visitors per day, two areas over each other; a picture only (the table beside it is what is read out). */
export default function DailyPlot({ daily }: { daily: AnalyticsReport['daily'] }) {
  const dots = daily.length <= 31;
  return (
    <AreaChart
      responsive
      accessibilityLayer={false}
      data={daily}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      style={{ width: '100%', height: '100%' }}
    >
      <defs>
        {(['views', 'visitors'] as const).map((key) => (
          <linearGradient key={key} id={`analytics-${key}`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={plotColors[key]} stopOpacity={0.25} />
            <stop offset="100%" stopColor={plotColors[key]} stopOpacity={0.02} />
          </linearGradient>
        ))}
      </defs>
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis
        dataKey="day"
        tickFormatter={formatShortDay}
        tick={{ fontSize: 12, fill: '#64748b' }}
        tickLine={false}
        axisLine={{ stroke: '#cbd5e1' }}
        minTickGap={24}
      />
      <YAxis
        allowDecimals={false}
        tickFormatter={formatCompact}
        tick={{ fontSize: 12, fill: '#64748b' }}
        tickLine={false}
        axisLine={false}
        width={36}
      />
      <Tooltip
        labelFormatter={(day) => formatDay(String(day))}
        formatter={(value, name) => [formatCount(Number(value)), names[String(name)] ?? String(name)]}
        contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 12 }}
      />
      {(['views', 'visitors'] as const).map((key) => (
        <Area
          key={key}
          type="monotone"
          dataKey={key}
          stroke={plotColors[key]}
          strokeWidth={2}
          fill={`url(#analytics-${key})`}
          dot={dots ? { r: 2 } : false}
          activeDot={{ r: 4 }}
          isAnimationActive={false}
        />
      ))}
    </AreaChart>
  );
}
