import type { Analytics } from '@contract/admin-analytics';

/**
 * Export Data (002 §4): the overview, growth and revenue with the export date, as a JSON
 * file named by that date.
 */
export function exportAnalytics(data: Analytics, now: Date = new Date()) {
  const exportDate = now.toISOString();
  const file = {
    period: data.period,
    from: data.from,
    to: data.to,
    overview: data.overview,
    growth: data.growth,
    revenue: data.revenue,
    exportDate,
  };
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `ujyalo-analytics-${exportDate.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return link.download;
}
