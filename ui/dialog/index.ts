export {
  Dialog,
  DialogClose,
  DialogContent,
  dialogContentVariants,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  dialogOverlayClassName,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog';
