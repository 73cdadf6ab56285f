export type BadgeTone =
  'neutral' | 'primary' | 'secondary' | 'success' | 'warning' | 'danger' | 'info' | 'outline';

const statusTones: Record<string, BadgeTone> = {
  requested: 'warning',
  pending: 'warning',
  confirmed: 'info',
  scheduled: 'info',
  'in-progress': 'secondary',
  ongoing: 'secondary',
  completed: 'success',
  finished: 'success',
  done: 'success',
  cancelled: 'danger',
  canceled: 'danger',
  declined: 'danger',
  rejected: 'danger',
};

/**
 * The badge colour for an appointment (or similar) status. Case, spaces and
 * underscores do not matter: "In Progress", "in_progress" and "in-progress" match.
 * Unknown statuses are neutral.
 */
export function statusVariant(status: string | null | undefined): BadgeTone {
  if (!status) return 'neutral';
  const key = status
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return statusTones[key] ?? 'neutral';
}
