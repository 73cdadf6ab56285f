import type { ConsultationMessagesTable, ConsultationsTable } from './schema-consultations';
import type { CareLinksTable, ReferralsTable } from './schema-referrals';
import type { LettersTable } from './schema-letters';
import type { CareRequestsTable } from './schema-care-requests';
import type { TransfersTable } from './schema-transfers';
import type { DoctorProfileDocumentsTable, DoctorProfilesTable } from './schema-doctor-profile';
import type { NotificationPreferencesTable, PatientDocumentsTable } from './schema-patient-profile';
import type { EmergenciesTable, EmergencyContactsTable } from './schema-emergency';
import type { DoctorHospitalConnectionsTable } from './schema-schedule';
import type {
  MedicineOrderItemsTable,
  MedicineOrdersTable,
  PharmacyDeliveryTable,
  PharmacyMedicinesTable,
} from './schema-orders';
import type { DoctorRatingsTable } from './schema-patient-dashboard';

/**
 * The tables of the doctor's workspace (issue 16) and the rest of the patient portal
 * (issue 17), by name; `Database` (schema.ts) extends this. Each area's table interfaces
 * live in its own `schema-<area>.ts`; add the area's names under its line.
 */
export interface PortalTables {
  // Schedule and hospitals (issue 16)
  doctor_hospital_connections: DoctorHospitalConnectionsTable;
  // Doctor verification (issue 16)
  // Doctor profile (issue 16)
  doctor_profiles: DoctorProfilesTable;
  doctor_profile_documents: DoctorProfileDocumentsTable;
  // Doctor dashboard (issue 16)
  // Medicine orders (issue 17)
  pharmacy_delivery: PharmacyDeliveryTable;
  pharmacy_medicines: PharmacyMedicinesTable;
  medicine_orders: MedicineOrdersTable;
  medicine_order_items: MedicineOrderItemsTable;
  // Emergency (issue 17)
  emergency_contacts: EmergencyContactsTable;
  emergencies: EmergenciesTable;
  // Patient profile and notifications (issue 17)
  notification_preferences: NotificationPreferencesTable;
  patient_documents: PatientDocumentsTable;
  // Patient dashboard, history paper and doctor ratings (issue 17)
  doctor_ratings: DoctorRatingsTable;
  // Referrals and care access (issue 18)
  care_links: CareLinksTable;
  referrals: ReferralsTable;
  // Transfers (issue 18)
  transfers: TransfersTable;
  // Consultations (issue 18)
  consultations: ConsultationsTable;
  consultation_messages: ConsultationMessagesTable;
  // Requests (issue 18)
  care_requests: CareRequestsTable;
  // Letters (issue 18)
  letters: LettersTable;
  // Care live and counts (issue 18)
}
