export { listAdminProviders, readAdminProvider } from './list';
export { createProvider, kindOf, removeProvider, updateProvider, verifyProvider } from './write';
export { createAmbulance, listAmbulances, updateAmbulance } from './ambulances';
