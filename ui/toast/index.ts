export { Toaster, toastVariants, type ToasterProps } from './toast';
export { toast, useToast, type ToastOptions, type ToastRecord, type ToastVariant } from './store';
