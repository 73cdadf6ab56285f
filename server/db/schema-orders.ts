import type { Generated } from 'kysely';

/** Medicine orders (0026, issue 17, ADR 0034): money in paisa. */
export interface PharmacyDeliveryTable {
  pharmacy_id: string;
  delivery_time: string;
  delivery_fee_paisa: number;
}

export interface PharmacyMedicinesTable {
  id: Generated<string>;
  pharmacy_id: string;
  name: string;
  strength: Generated<string>;
  /** Null: the pharmacy confirms the price. */
  price_paisa: number | null;
  prescription_only: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface MedicineOrdersTable {
  id: Generated<string>;
  patient_id: string;
  pharmacy_id: string;
  prescription_id: string | null;
  type: 'prescription' | 'manual';
  status: Generated<string>;
  delivery_address: string;
  phone_number: Generated<string>;
  preferred_time: Generated<string>;
  notes: Generated<string>;
  delivery_fee_paisa: number;
  subtotal_paisa: number;
  total_paisa: number;
  price_to_confirm: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  delivered_at: Date | null;
}

export interface MedicineOrderItemsTable {
  id: Generated<string>;
  order_id: string;
  position: number;
  name: string;
  dosage: Generated<string>;
  quantity: number;
  instructions: Generated<string>;
  price_paisa: number | null;
  prescription_only: Generated<boolean>;
}
