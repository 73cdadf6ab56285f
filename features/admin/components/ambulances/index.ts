/** Scaffold: replaced by the admin screen of issue 14. */
export function AmbulancesPanel() {
  return null;
}
