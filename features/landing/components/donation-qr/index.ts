export { DonationQr, type DonationQrProps } from './donation-qr';
