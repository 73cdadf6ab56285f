export { AmbulancesPanel } from './ambulances-panel';
