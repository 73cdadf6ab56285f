import type { MessageDescriptor } from 'react-intl';
import {
  kindFilters,
  kindSorts,
  providerSubtypes,
  type AdminProvider,
  type AdminProviderKind,
  type ProviderFilter,
  type ProviderSort,
} from '@contract/admin-providers';
import { messages } from './messages';

/** A count column a kind shows (002 §3), in its order. */
export type CountColumn = keyof Pick<
  AdminProvider,
  'departments' | 'doctors' | 'beds' | 'tests' | 'appointments' | 'medicines' | 'orders'
>;
/** A yes/no column. */
export type FlagColumn = keyof Pick<AdminProvider, 'homeCollection' | 'deliveryAvailable'>;

export type KindConfig = {
  counts: readonly CountColumn[];
  flag?: FlagColumn;
  subtypes: readonly string[];
  filters: readonly ProviderFilter[];
  sorts: readonly ProviderSort[];
  /** Beds are a hospital's own field in the form. */
  beds: boolean;
};

/** What differs between the three tables and their dialogs; everything else is shared. */
export const kindConfig: Record<AdminProviderKind, KindConfig> = {
  hospital: {
    counts: ['departments', 'doctors', 'beds'],
    subtypes: providerSubtypes.hospital,
    filters: kindFilters.hospital,
    sorts: kindSorts.hospital,
    beds: true,
  },
  pharmacy: {
    counts: ['medicines', 'orders'],
    flag: 'deliveryAvailable',
    subtypes: providerSubtypes.pharmacy,
    filters: kindFilters.pharmacy,
    sorts: kindSorts.pharmacy,
    beds: false,
  },
  lab: {
    counts: ['tests', 'appointments'],
    flag: 'homeCollection',
    subtypes: providerSubtypes.lab,
    filters: kindFilters.lab,
    sorts: kindSorts.lab,
    beds: false,
  },
};

export const filterLabel: Record<ProviderFilter, MessageDescriptor> = {
  all: messages.filter,
  active: messages.active,
  inactive: messages.inactive,
  verified: messages.verified,
  pending: messages.pending,
  homeCollection: messages.homeCollection,
  deliveryAvailable: messages.deliveryAvailable,
};

export const sortLabel: Record<ProviderSort, MessageDescriptor> = {
  name: messages.sortName,
  location: messages.sortLocation,
  ratingDesc: messages.sortRatingDesc,
  ratingAsc: messages.sortRatingAsc,
  testsDesc: messages.sortTestsDesc,
  appointmentsDesc: messages.sortAppointmentsDesc,
  doctorsDesc: messages.sortDoctorsDesc,
  ordersDesc: messages.sortOrdersDesc,
  newest: messages.sortNewest,
  oldest: messages.sortOldest,
};
