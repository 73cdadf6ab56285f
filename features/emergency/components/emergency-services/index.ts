export { EmergencyServices } from './emergency-services';
