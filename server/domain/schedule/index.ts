export { listSlots, createSlot, updateSlot, deleteSlot } from './slots';
export { listDoctorHospitals, addHospital, connectHospital } from './hospitals';
