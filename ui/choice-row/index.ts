export { ChoiceRow, useChoiceControl, type ChoiceRowProps } from './choice-row';
