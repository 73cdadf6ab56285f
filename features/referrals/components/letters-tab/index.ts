export { LettersTab, type LettersTabProps } from './letters-tab';
