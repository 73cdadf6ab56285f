export {
  ConfirmDialog,
  confirmDialogIconVariants,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
} from './confirm-dialog';
