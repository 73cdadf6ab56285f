export {
  SimpleTooltip,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  type SimpleTooltipProps,
} from './tooltip';
