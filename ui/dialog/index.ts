export {
  Dialog,
  DialogClose,
  DialogContent,
  dialogContentVariants,
  DialogFooter,
  DialogHeader,
  dialogOverlayClassName,
  DialogTrigger,
  type DialogContentProps,
} from './dialog';
export { DialogDescription, DialogTitle } from './dialog-text';
