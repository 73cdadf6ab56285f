export { DonationQr } from './donation-qr';
