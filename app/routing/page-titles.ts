import { defineMessages } from 'react-intl';

/**
 * What each route is called in the document title (WCAG 2.4.2), before " – Ujyalo Health".
 * Pages with a name of their own (a doctor, a hospital, a search) add it; portal tabs are
 * named by the portal shell.
 */
export const pageTitles = defineMessages({
  about: { id: 'app.title.about', defaultMessage: 'About Us' },
  contact: { id: 'app.title.contact', defaultMessage: 'Contact Us' },
  helpCenter: { id: 'app.title.helpCenter', defaultMessage: 'Help Center' },
  faq: { id: 'app.title.faq', defaultMessage: 'Frequently Asked Questions' },
  privacy: { id: 'app.title.privacy', defaultMessage: 'Privacy Policy' },
  terms: { id: 'app.title.terms', defaultMessage: 'Terms of Service' },
  cookies: { id: 'app.title.cookies', defaultMessage: 'Cookie Policy' },
  legalPolicy: { id: 'app.title.legalPolicy', defaultMessage: 'Legal Policies' },
  login: { id: 'app.title.login', defaultMessage: 'Log in' },
  register: { id: 'app.title.register', defaultMessage: 'Create an account' },
  forgotPassword: { id: 'app.title.forgotPassword', defaultMessage: 'Reset your password' },
  healthFeed: { id: 'app.title.healthFeed', defaultMessage: 'Health Feed' },
  search: { id: 'app.title.search', defaultMessage: 'Search' },
  searchFor: { id: 'app.title.searchFor', defaultMessage: 'Search results for {query}' },
  doctorsNearMe: { id: 'app.title.doctorsNearMe', defaultMessage: 'Doctors near me' },
  doctorProfile: { id: 'app.title.doctorProfile', defaultMessage: 'Doctor profile' },
  hospital: { id: 'app.title.hospital', defaultMessage: 'Hospital details' },
  rxVerify: { id: 'app.title.rxVerify', defaultMessage: 'Prescription check' },
  bookAppointment: { id: 'app.title.bookAppointment', defaultMessage: 'Book an appointment' },
  bookWith: { id: 'app.title.bookWith', defaultMessage: 'Book an appointment with {name}' },
  cancelAppointment: { id: 'app.title.cancelAppointment', defaultMessage: 'Cancel an appointment' },
  dashboard: { id: 'app.title.dashboard', defaultMessage: 'Dashboard' },
  maintenance: { id: 'app.title.maintenance', defaultMessage: 'Under maintenance' },
});
