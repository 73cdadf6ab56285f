// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage, type KeyValueStorage } from '@lib/api';
import { CONSENT_STORAGE_KEY, useConsent } from './use-consent';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useConsent', () => {
  it('starts unaccepted and stores the flag under consentAccepted', () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useConsent({ storage }));
    expect(result.current.accepted).toBe(false);
    act(() => result.current.accept());
    expect(result.current.accepted).toBe(true);
    expect(storage.getItem('consentAccepted')).toBe('true');
  });

  it('reads a flag stored on an earlier visit', () => {
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: 'true' });
    const { result } = renderHook(() => useConsent({ storage }));
    expect(result.current.accepted).toBe(true);
  });

  it('uses localStorage by default', () => {
    const { result } = renderHook(() => useConsent());
    act(() => result.current.accept());
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
    act(() => result.current.reset());
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(result.current.accepted).toBe(false);
  });

  it('keeps every user of the hook on the page in step', () => {
    const storage = memoryStorage();
    const first = renderHook(() => useConsent({ storage }));
    const second = renderHook(() => useConsent({ storage }));
    act(() => first.result.current.accept());
    expect(second.result.current.accepted).toBe(true);
    act(() => second.result.current.reset());
    expect(first.result.current.accepted).toBe(false);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useConsent());
    act(() => {
      localStorage.setItem(CONSENT_STORAGE_KEY, 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    });
    expect(result.current.accepted).toBe(true);
  });

  it('never shuts out a person whose browser refuses storage', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const { result } = renderHook(() => useConsent({ storage: blocked }));
    expect(result.current.accepted).toBe(false);
    act(() => result.current.accept());
    expect(result.current.accepted).toBe(true);
    act(() => result.current.reset());
    expect(result.current.accepted).toBe(false);
  });

  it('works with no storage at all', () => {
    const { result } = renderHook(() => useConsent({ storage: null }));
    act(() => result.current.accept());
    expect(result.current.accepted).toBe(true);
  });
});
