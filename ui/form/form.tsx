import {
  createContext,
  useContext,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Controller,
  FormProvider,
  useFormContext,
  type ControllerRenderProps,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { Alert } from '../alert';
import { Field, type FieldProps } from '../field';

type DescribeError = (error: FieldError) => ReactNode;

const DescribeContext = createContext<DescribeError>((error) => error.message);

export type FormProps<T extends FieldValues> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** A react-hook-form form; `describeError` (from the app's form hook) words its errors. */
  form: UseFormReturn<T, unknown, FieldValues> & { describeError?: DescribeError };
  onSubmit: ComponentProps<'form'>['onSubmit'];
};

/**
 * A form wired to react-hook-form: its fields reach the form through context, validate
 * in the browser's stead (`noValidate`), and focus the first invalid field on submit.
 */
export function Form<T extends FieldValues>({ form, onSubmit, children, ...props }: FormProps<T>) {
  const describe = form.describeError;
  const content = (
    <form noValidate data-slot="form" onSubmit={onSubmit} {...props}>
      {children}
    </form>
  );
  return (
    <FormProvider {...form}>
      {describe ? (
        <DescribeContext.Provider value={describe}>{content}</DescribeContext.Provider>
      ) : (
        content
      )}
    </FormProvider>
  );
}

export type FormFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<
  FieldProps,
  'children' | 'error'
> & {
  name: N;
  /** The control, given the field's value, change and blur handlers and its ref (for focus). */
  render: (field: ControllerRenderProps<T, N>) => ReactElement;
};

/**
 * One field of a `Form`: `ui/field`'s label, hint and error (linked by
 * `aria-describedby`, `aria-invalid` on the control), bound to the form's value and error.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  render,
  ...fieldProps
}: FormFieldProps<T, N>) {
  const { control } = useFormContext<T>();
  const describe = useContext(DescribeContext);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          data-slot="form-field"
          {...fieldProps}
          error={fieldState.error ? describe(fieldState.error) : undefined}
        >
          {render(field)}
        </Field>
      )}
    />
  );
}

/** The form's own failure (one the server tied to no field), as an alert; nothing otherwise. */
export function FormRootError({
  className,
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  const {
    formState: { errors },
  } = useFormContext();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert tone="danger" role="alert" data-slot="form-root-error" className={className}>
      <span>{message}</span>
      {children}
    </Alert>
  );
}
