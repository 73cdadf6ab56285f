// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@lib/api';
import { useContractForm } from './use-contract-form';

const schema = z.object({ email: z.string().min(1, 'REQUIRED').email('EMAIL_INVALID') });
const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={{}}>
    {children}
  </IntlProvider>
);

afterEach(cleanup);

describe('useContractForm with a loader of its schema', () => {
  it('loads the schema with the first check, then words its error from the catalogue', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const { result } = renderHook(
      () => useContractForm(load, { defaultValues: { email: 'not-an-address' } }),
      { wrapper },
    );
    // Drawing the form downloads nothing.
    expect(load).not.toHaveBeenCalled();

    let valid = true;
    await act(async () => {
      valid = await result.current.trigger();
    });
    expect(valid).toBe(false);
    expect(load).toHaveBeenCalled();
    const { error } = result.current.getFieldState('email');
    expect(error?.message).toBe('EMAIL_INVALID');
    expect(result.current.describeError(error!)).toBe('Please enter a valid email address');
  });

  it('places a server error on its field in the catalogue’s words', async () => {
    const { result } = renderHook(
      () => useContractForm(() => Promise.resolve(schema), { defaultValues: { email: 'a@b.np' } }),
      { wrapper },
    );
    await act(() =>
      result.current.placeError(
        new ApiError({ status: 409, code: 'EMAIL_EXISTS', message: '', field: 'email' }),
      ),
    );
    await waitFor(() => expect(result.current.getFieldState('email').error).toBeDefined());
    expect(result.current.describeError(result.current.getFieldState('email').error!)).toBe(
      'Email already exists',
    );
  });
});
