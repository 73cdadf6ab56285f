import { defineMessages } from 'react-intl';

export const comingSoonMessages = defineMessages({
  badge: { id: 'app.comingSoon.badge', defaultMessage: 'Coming soon' },
  description: {
    id: 'app.comingSoon.description',
    defaultMessage: 'We are building this part of Ujyalo Health. Please check back soon.',
  },
  expectedLaunch: {
    id: 'app.comingSoon.expectedLaunch',
    defaultMessage: 'Expected launch: Nov/Dec 2025',
  },
  progress: { id: 'app.comingSoon.progress', defaultMessage: 'Development progress' },
  backHome: { id: 'app.comingSoon.backHome', defaultMessage: 'Back to Home' },
});

/** Titles for the coming-soon placeholders (000 §2) and the provider portals not yet built. */
export const comingSoonTitles = defineMessages({
  labsNearMe: { id: 'app.comingSoon.title.labsNearMe', defaultMessage: 'Labs Near Me' },
  pharmaciesNearMe: {
    id: 'app.comingSoon.title.pharmaciesNearMe',
    defaultMessage: 'Pharmacies Near Me',
  },
  hospitalsNearMe: {
    id: 'app.comingSoon.title.hospitalsNearMe',
    defaultMessage: 'Hospitals Near Me',
  },
  ambulanceSearch: {
    id: 'app.comingSoon.title.ambulanceSearch',
    defaultMessage: 'Ambulance Search',
  },
  doctorPortal: { id: 'app.comingSoon.title.doctorPortal', defaultMessage: 'Doctor Portal' },
  hospitalPortal: { id: 'app.comingSoon.title.hospitalPortal', defaultMessage: 'Hospital Portal' },
  labPortal: { id: 'app.comingSoon.title.labPortal', defaultMessage: 'Lab Portal' },
  pharmacyPortal: { id: 'app.comingSoon.title.pharmacyPortal', defaultMessage: 'Pharmacy Portal' },
  ambulancePortal: {
    id: 'app.comingSoon.title.ambulancePortal',
    defaultMessage: 'Ambulance Portal',
  },
});
