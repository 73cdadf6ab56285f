export { Toaster, toastVariants, type ToasterProps } from './toast';
export {
  toast,
  useToast,
  useToastRaised,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
} from './store';
