import { defineMessages } from 'react-intl';

export const notFoundMessages = defineMessages({
  title: { id: 'app.notFound.title', defaultMessage: 'Page Not Found' },
  description: {
    id: 'app.notFound.description',
    defaultMessage: 'The page you are looking for does not exist or may have been moved.',
  },
  backHome: { id: 'app.notFound.backHome', defaultMessage: 'Back to Home' },
  goBack: { id: 'app.notFound.goBack', defaultMessage: 'Go Back' },
  suggestions: { id: 'app.notFound.suggestions', defaultMessage: 'You might be looking for' },
  findDoctors: { id: 'app.notFound.findDoctors', defaultMessage: 'Find Doctors' },
  services: { id: 'app.notFound.services', defaultMessage: 'Our Services' },
  findHospitals: { id: 'app.notFound.findHospitals', defaultMessage: 'Find Hospitals' },
  pharmacy: { id: 'app.notFound.pharmacy', defaultMessage: 'Pharmacy' },
});
