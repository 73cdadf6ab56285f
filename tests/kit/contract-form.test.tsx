// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { email, password } from '@contract/auth';
import { ApiError } from '@lib/api';
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { useContractForm } from '@lib/forms';

afterEach(cleanup);

const schema = z.object({ email, password });

type SignUpValues = z.input<typeof schema>;
type FieldOf = (serverField: string, values: SignUpValues) => keyof SignUpValues | undefined;

/** A sign-up form whose action fails as `failure` says. */
function SignUp({ failure, fieldOf }: { failure?: ApiError; fieldOf?: FieldOf }) {
  const form = useContractForm(schema, { defaultValues: { email: '', password: '' }, fieldOf });
  const action = async () => {
    if (failure) throw failure;
  };
  return (
    <Form form={form} onSubmit={form.submit(action)}>
      <FormField name="email" label="Email" render={(field) => <Input {...field} />} />
      <FormField
        name="password"
        label="Password"
        render={(field) => <Input type="password" {...field} />}
      />
      <FormRootError />
      <button type="submit">Create</button>
    </Form>
  );
}

const renderIn = (locale: 'en' | 'ne', failure?: ApiError, fieldOf?: FieldOf) =>
  render(
    <IntlProvider locale={locale} messages={{}} onError={() => undefined}>
      <SignUp failure={failure} fieldOf={fieldOf} />
    </IntlProvider>,
  );

const typeInto = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

describe('useContractForm', () => {
  it("words the contract's codes in the reader's language and focuses the first invalid field", async () => {
    renderIn('ne');
    typeInto('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('सबै विवरण आवश्यक छन्');
    expect(screen.getByText('पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it("puts a server error that names a field on that field, in the server's words", async () => {
    renderIn(
      'en',
      new ApiError({
        status: 409,
        code: 'EMAIL_EXISTS',
        message: 'Email already exists',
        field: 'email',
      }),
    );
    typeInto('Email', 'sita@example.np');
    typeInto('Password', 'Kathmandu@1');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Email already exists');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'sita@example.np');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows any other failure as the form's alert and keeps what was typed", async () => {
    renderIn('en', new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
    typeInto('Email', 'sita@example.np');
    typeInto('Password', 'Kathmandu@1');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Network error. Please check your connection.');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'Kathmandu@1');
  });

  it("puts a server error on the form's field that `fieldOf` names for the request's path", async () => {
    // The request nests the sign-up under `account`; the form holds it flat.
    const fieldOf: FieldOf = (serverField, values) =>
      serverField === 'account.email' && values.email ? 'email' : undefined;
    const taken = (field: string) =>
      new ApiError({ status: 409, code: 'EMAIL_EXISTS', message: 'Email already exists', field });
    renderIn('en', taken('account.email'), fieldOf);
    typeInto('Email', 'sita@example.np');
    typeInto('Password', 'Kathmandu@1');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Email already exists');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    // A path it does not place goes to the form's alert, as one the form lacks does.
    renderIn('en', taken('account.phone'), fieldOf);
    typeInto('Email', 'sita@example.np');
    typeInto('Password', 'Kathmandu@1');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email already exists');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).not.toBe('true');
  });
});
