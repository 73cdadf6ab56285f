export { SignaturePad, signaturePadVariants, type SignaturePadProps } from './signature-pad';
