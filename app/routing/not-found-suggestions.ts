/** Pages the not-found page may suggest (000 §2). */
export type Suggestion = '/find-doctors' | '/services' | '/find-hospitals' | '/pharmacy';

/**
 * Links suggested on the not-found page, by what the missing path was about (000 §2):
 * doctor paths suggest doctors and services, hospital paths hospitals, pharmacy paths
 * the pharmacy, anything else services and doctors.
 */
export function suggestionsFor(pathname: string): readonly Suggestion[] {
  const path = pathname.toLowerCase();
  if (path.includes('doctor')) return ['/find-doctors', '/services'];
  if (path.includes('hospital')) return ['/find-hospitals'];
  // "pharmac" covers /pharmacy and /pharmacies alike.
  if (path.includes('pharmac')) return ['/pharmacy'];
  return ['/services', '/find-doctors'];
}
