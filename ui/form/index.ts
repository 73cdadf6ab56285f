export { Form, FormField, FormRootError, type FormFieldProps, type FormProps } from './form';
