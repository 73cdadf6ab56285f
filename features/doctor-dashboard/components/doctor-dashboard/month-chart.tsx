import type { MonthFigures } from '@contract/doctor-dashboard';

const HEIGHT = 160;

/**
 * Appointments and prescriptions per month as paired bars. A picture for sighted readers:
 * the same figures are in the table beside it, so the drawing is hidden from assistive
 * technology.
 */
export function MonthChart({ months, labels }: { months: MonthFigures[]; labels: string[] }) {
  const max = Math.max(1, ...months.flatMap((m) => [m.appointments, m.prescriptions]));
  const step = 60;
  const width = months.length * step;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${width} ${HEIGHT + 24}`}
      className="h-48 w-full"
      preserveAspectRatio="none"
    >
      {months.map((m, i) => {
        const a = (m.appointments / max) * HEIGHT;
        const p = (m.prescriptions / max) * HEIGHT;
        return (
          <g key={m.month}>
            <rect
              x={i * step + 10}
              y={HEIGHT - a}
              width={18}
              height={a}
              rx={3}
              className="fill-primary"
            />
            <rect
              x={i * step + 32}
              y={HEIGHT - p}
              width={18}
              height={p}
              rx={3}
              className="fill-success"
            />
            <text
              x={i * step + step / 2}
              y={HEIGHT + 18}
              textAnchor="middle"
              className="fill-muted-foreground text-[11px]"
            >
              {labels[i]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
