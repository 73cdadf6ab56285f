import { LOCATION_DECIMALS } from '@contract/emergency';

/** The one map the contacts' SMS links to: a fixed host, so no input can point it elsewhere. */
const MAP_HOST = 'https://www.openstreetmap.org';

/** A link that opens the map with a pin at lat/lng (to 6 decimals, about 10 cm). */
export function mapLink(lat: number, lng: number): string {
  const la = lat.toFixed(LOCATION_DECIMALS);
  const lo = lng.toFixed(LOCATION_DECIMALS);
  return `${MAP_HOST}/?mlat=${la}&mlon=${lo}#map=17/${la}/${lo}`;
}
