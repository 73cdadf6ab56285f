/** Scaffold: replaced by the admin providers tables (issue 14). */
export type ProvidersPanelProps = { kind: 'hospital' | 'pharmacy' | 'lab' };
export function ProvidersPanel(_props: ProvidersPanelProps) {
  return null;
}
