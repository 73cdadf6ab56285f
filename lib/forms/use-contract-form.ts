import { useCallback, useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormProps,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { isApiError } from '@lib/api';
import { errorText, type ErrorOverrides } from '@lib/errors';
import { loadCatalogue, useCatalogue } from './catalogue';
import { textIn } from './code-text';

/** A server field error whose code the catalogue does not word: its text is shown as sent. */
const SERVER_TEXT = 'server-text';

export type ContractFormOptions<In extends FieldValues> = Omit<UseFormProps<In>, 'resolver'> & {
  /** The screen's wording of codes and failures (000 §8, 001 §8, 002 §8). */
  errorText?: ErrorOverrides;
  /**
   * Where the form shows a server error about `serverField` (a path of the request, which
   * may differ from the form's: `appointmentData.phone` is `phone`; a request's list item
   * is a form row), given what the form holds; undefined puts it on the form. Without it a
   * server field is the form's path of the same name. Keep it stable (a module function):
   * `submit` changes with it.
   */
  fieldOf?: (serverField: string, values: In) => Path<In> | undefined;
};

/**
 * A contract schema, or a function that loads it (`() => import('@contract/auth').then(
 * (m) => m.loginRequest)`): a public page's form then downloads zod and its schema with its
 * first check, not with the page (ADR 0045, sixth pass). Keep a loader stable (a module
 * function, or memoised on what it depends on).
 */
export type SchemaSource<S> = S | (() => Promise<S>);

/**
 * A react-hook-form form over a contract schema: the schema validates (its messages are
 * catalogue codes, worded in the reader's language by `describeError`), and `submit`
 * runs an action whose `ApiError` lands on its field (`fieldOf` maps the request's path to
 * the form's), or on the form (`errors.root.server`) when it names none. What the user typed is never lost.
 * The error catalogue comes with the schema (on mount, or with a loader's first check) and
 * is always there before an error is shown.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<S>,
  { errorText: overrides, fieldOf, ...options }: ContractFormOptions<z.input<S> & FieldValues> = {},
) {
  const intl = useIntl();
  // Draws again when the catalogue arrives, so every shown error has its text.
  const catalogue = useCatalogue();
  const resolver = useMemo(() => {
    const load = typeof schema === 'function' ? schema : () => Promise.resolve(schema);
    return (async (...args: unknown[]) => {
      const [loaded] = await Promise.all([load(), loadCatalogue()]);
      return (zodResolver(loaded as never) as (...a: unknown[]) => unknown)(...args);
    }) as never;
  }, [schema]);
  // The catalogue comes with the schema: now for a form given its schema (its zod is already
  // here), with the first check for one given a loader.
  const eager = typeof schema !== 'function';
  useEffect(() => {
    if (eager) void loadCatalogue();
  }, [eager]);
  const form = useForm<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues>({
    mode: 'onTouched',
    ...(options as UseFormProps<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues>),
    resolver,
  });

  const describeError = useCallback(
    (error: FieldError) =>
      error.type === SERVER_TEXT
        ? (error.message ?? '')
        : textIn(catalogue, intl, error.message ?? '', overrides),
    // A new function once the catalogue has come: fields draw their text again.
    [intl, overrides, catalogue],
  );

  const { setError, getValues, handleSubmit } = form;
  const placeError = useCallback(
    async (error: unknown) => {
      await loadCatalogue();
      const sent = isApiError(error) ? error.field : undefined;
      const field = sent
        ? fieldOf
          ? fieldOf(sent, getValues())
          : (sent as Path<z.input<S> & FieldValues>)
        : undefined;
      // A dotted name reaches a nested field (`followUp.date`); one the form lacks goes to the form.
      const known = field !== undefined && getValues(field) !== undefined;
      if (isApiError(error) && field && known) {
        // The screen's wording of the code, else the server's own message: it is already in
        // the reader's language and may say more than the code's catalogue text.
        const own = overrides?.[error.code] !== undefined || !error.message;
        setError(
          field,
          own
            ? { type: 'server', message: error.code }
            : { type: SERVER_TEXT, message: error.message },
          { shouldFocus: true },
        );
        return;
      }
      setError('root.server', { type: 'server', message: errorText(intl, error, overrides) });
    },
    [fieldOf, getValues, intl, overrides, setError],
  );

  const submit = useCallback(
    (action: (values: z.output<S>) => Promise<unknown>) =>
      handleSubmit(async (values) => {
        try {
          await action(values);
        } catch (error) {
          await placeError(error);
        }
      }),
    [handleSubmit, placeError],
  );

  return useMemo(
    () => Object.assign(form, { describeError, submit, placeError }),
    [form, describeError, submit, placeError],
  );
}

export type ContractForm<S extends z.ZodType<FieldValues, FieldValues>> = ReturnType<
  typeof useContractForm<S>
>;
