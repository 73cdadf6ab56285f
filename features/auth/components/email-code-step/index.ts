export { EmailCodeStep, type EmailCodeStepProps } from './email-code-step';
