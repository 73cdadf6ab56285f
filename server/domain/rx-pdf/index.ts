export { initialsOf, readForPdf, verifyCode } from './read';
export { renderPrescriptionPdf, type RxDocument } from './render';
