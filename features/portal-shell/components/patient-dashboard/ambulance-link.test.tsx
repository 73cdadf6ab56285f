// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readAmbulanceSearchState, useOpenAmbulanceSearch } from './ambulance-link';

/** The dashboard's tile. */
function Tile() {
  const open = useOpenAmbulanceSearch('/ambulance-search');
  return <button onClick={open}>Find an ambulance</button>;
}

/** The page it opens, showing the navigation state it received. */
function Arrived() {
  return <output>{JSON.stringify(useLocation().state ?? null)}</output>;
}

function Journey() {
  return (
    <MemoryRouter initialEntries={['/portal/user']}>
      <Routes>
        <Route path="/portal/user" element={<Tile />} />
        <Route path="/ambulance-search" element={<Arrived />} />
      </Routes>
    </MemoryRouter>
  );
}

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;
const withGeolocation = (geolocation: Geolocation | undefined) => {
  if (geolocation) vi.stubGlobal('navigator', { ...navigator, geolocation });
  else vi.stubGlobal('navigator', { userAgent: navigator.userAgent });
};

const arrivedWith = async () => {
  render(<Journey />);
  fireEvent.click(screen.getByRole('button', { name: 'Find an ambulance' }));
  return JSON.parse((await screen.findByRole('status')).textContent ?? 'undefined') as unknown;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard opens the ambulance search (002 §2)', () => {
  test('with the location and the emergency flag when geolocation works', async () => {
    withGeolocation({
      getCurrentPosition: (done) =>
        done({ coords: { latitude: 27.705467, longitude: 85.314972 } } as GeolocationPosition),
    });
    const state = await arrivedWith();
    expect(state).toEqual({ location: { lat: 27.705467, lng: 85.314972 }, emergency: true });
    expect(readAmbulanceSearchState(state)).toEqual(state);
  });

  test('with nothing extra when the position is refused', async () => {
    withGeolocation({
      getCurrentPosition: (_, refused) =>
        refused?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    });
    expect(await arrivedWith()).toBeNull();
  });

  test('with nothing extra when the browser has no geolocation', async () => {
    withGeolocation(undefined);
    expect(await arrivedWith()).toBeNull();
  });
});

describe('the ambulance search reads only a well-formed state', () => {
  test.each([
    ['nothing', undefined],
    ['no flag', { location: { lat: 27.7, lng: 85.3 } }],
    ['a location off Earth', { location: { lat: 127.7, lng: 85.3 }, emergency: true }],
    ['text for numbers', { location: { lat: '27.7', lng: '85.3' }, emergency: true }],
  ])('%s is null', (_, state) => {
    expect(readAmbulanceSearchState(state)).toBeNull();
  });
});
