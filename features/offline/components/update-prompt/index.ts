export { UpdatePrompt, type UpdatePromptProps } from './update-prompt';
