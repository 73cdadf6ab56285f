export {
  toast,
  Toaster,
  toastVariants,
  useToast,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
  type ToasterProps,
} from './toast';
