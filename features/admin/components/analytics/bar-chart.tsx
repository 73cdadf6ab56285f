import { cn } from '@ui/lib/cn';

export type Bar = { key: string; label: string; value: number; shown: string };

/** Bars are at most 200 px tall (002 §9). */
const HEIGHT = 200;

/**
 * A bar chart drawn as SVG, loaded with the analytics tab only. It is a picture for
 * sighted readers: the figures reach everyone through the summary and table beside it,
 * so the drawing itself is hidden from assistive technology.
 */
export function BarChart({ bars, className }: { bars: Bar[]; className?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = Math.max(bars.length * 28, 280);
  const step = width / Math.max(bars.length, 1);
  const labelEvery = Math.ceil(bars.length / 8);
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${width} ${HEIGHT + 24}`}
      className={cn('h-56 w-full', className)}
      preserveAspectRatio="none"
    >
      {bars.map((b, i) => {
        const h = (b.value / max) * HEIGHT;
        return (
          <g key={b.key}>
            <rect
              x={i * step + step * 0.15}
              y={HEIGHT - h}
              width={step * 0.7}
              height={h}
              rx={3}
              className="fill-primary"
            >
              <title>{[b.label, b.shown].join(': ')}</title>
            </rect>
            {i % labelEvery === 0 ? (
              <text
                x={i * step + step / 2}
                y={HEIGHT + 16}
                textAnchor="middle"
                className="fill-muted-foreground text-[10px]"
              >
                {b.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
