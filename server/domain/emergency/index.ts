/** Emergency contacts and SOS (issue 17, ADR 0035). */
export { listContacts, addContact, updateContact, deleteContact } from './contacts';
export {
  activeEmergency,
  triggerSos,
  cancelSos,
  emergencyHistory,
  nearestServices,
  sosMessage,
} from './sos';
export { mapLink } from './map-link';
