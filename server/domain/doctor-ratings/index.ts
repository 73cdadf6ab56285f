export { doctorRatingDistribution } from './distribution';
export { canRateDoctor, rateDoctor, reasonCodes, visitedDoctors } from './ratings';
